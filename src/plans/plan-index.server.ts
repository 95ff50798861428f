import { and, eq, getTableColumns, inArray } from 'drizzle-orm'
import {
  counties,
  planCounties,
  planDocuments,
  plans,
  starRatings,
  zipCounties,
} from '../../db/schema/plans.ts'
import { oncePerDatabase, type Database } from '~/server/db.server'
import type { County, Plan } from './plan-types'
import { PLAN_YEARS } from './plan-years'
import { toPlan, type DocumentRow, type PlanRow } from './plans-rows.server'

type CountyRow = typeof counties.$inferSelect

/**
 * The plan catalogue's reference data in memory (decision 0015): the counties, the ZIP to county
 * links, which counties each catalogue year serves and the plans of the current PLAN_YEARS with
 * their star ratings and documents. ZIP counties, plan lists and plan look-ups answer from it
 * instead of a query per miss (8-15 ms of CPU on PGlite, which blocks the whole server there).
 * It changes only with the seed, which restarts the server. About 53,000 ZIP links, 3,240
 * counties, 4,583 plan-county links and 323 plans. The answers are shared: read-only.
 */
export type PlanIndex = {
  /** County rows by FIPS code. */
  counties: Map<string, CountyRow>
  /** The counties of each ZIP, largest share first (then by FIPS). */
  zipCounties: Map<string, CountyRow[]>
  /** FIPS codes served by some plan of each catalogue year. */
  servedByYear: Map<number, Set<string>>
  /** Current plans by slug. */
  plans: Map<string, Plan>
  /** Current plans of each `${year}:${fips}`, featured first, then by sort order. */
  plansByCounty: Map<string, Plan[]>
}

/** Each current plan's catalogue sort order (not part of the Plan contract). */
const order = new WeakMap<Plan, number>()

/** Featured first, then by sort order: the catalogue's display order. */
export const byDisplayOrder = (a: Plan, b: Plan): number =>
  Number(b.featured) - Number(a.featured) || order.get(a)! - order.get(b)!

async function load(db: Database): Promise<PlanIndex> {
  const [countyRows, links, served, planRows] = await Promise.all([
    db.select().from(counties),
    db.select().from(zipCounties),
    db
      .selectDistinct({ fips: planCounties.fips, year: plans.year })
      .from(planCounties)
      .innerJoin(plans, eq(plans.slug, planCounties.planSlug)),
    db
      .select({ ...getTableColumns(plans), starRating: starRatings.overall })
      .from(plans)
      .leftJoin(
        starRatings,
        and(eq(starRatings.contract, plans.contractId), eq(starRatings.year, plans.year)),
      )
      .where(inArray(plans.year, [...PLAN_YEARS])) as Promise<PlanRow[]>,
  ])
  const slugs = planRows.map((row) => row.slug)
  const [documents, planLinks] = await Promise.all([
    slugs.length
      ? db.select().from(planDocuments).where(inArray(planDocuments.planSlug, slugs))
      : Promise.resolve([] as DocumentRow[]),
    slugs.length
      ? db.select().from(planCounties).where(inArray(planCounties.planSlug, slugs))
      : Promise.resolve([]),
  ])

  const countyByFips = new Map(countyRows.map((row) => [row.fips, row]))
  const zipMap = new Map<string, { county: CountyRow; ratio: number }[]>()
  for (const link of links) {
    const county = countyByFips.get(link.fips)
    if (!county) continue
    let list = zipMap.get(link.zip)
    if (!list) zipMap.set(link.zip, (list = []))
    list.push({ county, ratio: link.ratio })
  }
  const zipCountyMap = new Map<string, CountyRow[]>()
  for (const [zip, list] of zipMap) {
    list.sort(
      (a, b) =>
        b.ratio - a.ratio ||
        (a.county.fips < b.county.fips ? -1 : a.county.fips > b.county.fips ? 1 : 0),
    )
    zipCountyMap.set(
      zip,
      list.map((item) => item.county),
    )
  }

  const servedByYear = new Map<number, Set<string>>()
  for (const { fips, year } of served) {
    let set = servedByYear.get(year)
    if (!set) servedByYear.set(year, (set = new Set()))
    set.add(fips)
  }

  const documentsBySlug = new Map<string, DocumentRow[]>()
  for (const doc of documents) {
    let list = documentsBySlug.get(doc.planSlug)
    if (!list) documentsBySlug.set(doc.planSlug, (list = []))
    list.push(doc)
  }
  const planMap = new Map<string, Plan>()
  for (const row of planRows) {
    const plan = toPlan(row, documentsBySlug.get(row.slug) ?? []) as Plan
    order.set(plan, row.sortOrder)
    planMap.set(row.slug, plan)
  }
  const plansByCounty = new Map<string, Plan[]>()
  for (const link of planLinks) {
    const plan = planMap.get(link.planSlug)
    if (!plan) continue
    const key = `${plan.year}:${link.fips}`
    let list = plansByCounty.get(key)
    if (!list) plansByCounty.set(key, (list = []))
    list.push(plan)
  }
  for (const list of plansByCounty.values()) list.sort(byDisplayOrder)

  return {
    counties: countyByFips,
    zipCounties: zipCountyMap,
    servedByYear,
    plans: planMap,
    plansByCounty,
  }
}

/** The plan reference data of a database, loaded once per database and process. */
export const planIndex = oncePerDatabase(load)

/** A county row with whether some plan of `year` serves it (the County contract, keys in the table's order). */
export function servedCounty(index: PlanIndex, row: CountyRow, year: number): County {
  return { ...row, served: index.servedByYear.get(year)?.has(row.fips) ?? false }
}
