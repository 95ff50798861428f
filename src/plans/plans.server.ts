import { and, asc, desc, eq, exists, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
import { counties, planCounties, planDocuments, plans, starRatings, zipCounties } from '../../db/schema/plans.ts'
import { getDb, type Database } from '~/server/db.server'
import type { AnyYearPlan, County, Plan } from './plan-types'
import { PLAN_YEARS, type DocumentYear, type PlanYear } from './plan-years'
import { toPlan, type PlanRow } from './plans-rows.server'

export type PlanView = 'all' | 'snp' | 'ma-only'
export type ZipCounties = { zip: string; served: boolean; counties: County[] }
export type PlanQuery = {
  fips: string
  year: PlanYear
  view: PlanView
  medicaid?: boolean
  diabetes?: boolean
  cardiovascular?: boolean
}

const database = async (db?: Database) => db ?? (await getDb())

/** True when some plan of `year` serves the county of the current `counties` row. */
const servedIn = (year: DocumentYear, db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(planCounties)
      .innerJoin(plans, eq(plans.slug, planCounties.planSlug))
      .where(and(eq(planCounties.fips, counties.fips), eq(plans.year, year))),
  )

/**
 * The counties a ZIP spans, largest share first, each marked served or not in `year`; null for a
 * ZIP that does not exist. `served` is true when any of its counties is served.
 */
export async function countiesForZip(zip: string, year: DocumentYear, db?: Database): Promise<ZipCounties | null> {
  const conn = await database(db)
  const rows = await conn
    .select({ ...getTableColumns(counties), served: servedIn(year, conn).mapWith(Boolean) })
    .from(zipCounties)
    .innerJoin(counties, eq(counties.fips, zipCounties.fips))
    .where(eq(zipCounties.zip, zip))
    .orderBy(desc(zipCounties.ratio), asc(counties.fips))
  if (rows.length === 0) return null
  return { zip, served: rows.some((county) => county.served), counties: rows }
}

/** One county, with whether it is served in `year`; null for an unknown FIPS code. */
export async function countyByFips(fips: string, year: PlanYear, db?: Database): Promise<County | null> {
  const conn = await database(db)
  const [row] = await conn
    .select({ ...getTableColumns(counties), served: servedIn(year, conn).mapWith(Boolean) })
    .from(counties)
    .where(eq(counties.fips, fips))
  return row ?? null
}

const planColumns = { ...getTableColumns(plans), starRating: starRatings.overall }

/** Plans of the current PLAN_YEARS only: the finder, enrollment and formulary never see a past year's plan. */
const current = inArray(plans.year, [...PLAN_YEARS])

// Callers filter by a PLAN_YEAR (or `current`) for Plan[]; the documents pages take any year.
async function loadPlans(conn: Database, where: SQL | undefined, order: SQL[]): Promise<Plan[]> {
  return (await loadAnyYearPlans(conn, where, order)) as Plan[]
}

async function loadAnyYearPlans(conn: Database, where: SQL | undefined, order: SQL[]): Promise<AnyYearPlan[]> {
  const rows: PlanRow[] = await conn
    .select(planColumns)
    .from(plans)
    // Star ratings are per plan, keyed by its contract ID (db/seed/plans/star-ratings.ts).
    .leftJoin(starRatings, and(eq(starRatings.contract, plans.contractId), eq(starRatings.year, plans.year)))
    .where(where)
    .orderBy(...order)
  if (rows.length === 0) return []
  const slugs = rows.map((row) => row.slug)
  const documents = await conn.select().from(planDocuments).where(inArray(planDocuments.planSlug, slugs))
  return rows.map((row) => toPlan(row, documents))
}

const VIEWS: Record<PlanView, SQL | undefined> = {
  all: undefined,
  snp: inArray(plans.planType, ['D-SNP', 'C-SNP']),
  'ma-only': eq(plans.drugCoverage, false),
}

/**
 * The plans of a county in a view. Answers to the optional questions bring the special needs
 * plans they point to first (Medicaid: D-SNP; diabetes or cardiovascular: the C-SNPs covering
 * that condition); otherwise featured plans lead. Nothing is hidden by an answer.
 */
export async function plansForCounty(query: PlanQuery, db?: Database): Promise<Plan[]> {
  const conn = await database(db)
  const fitting: SQL[] = []
  if (query.medicaid) fitting.push(sql`${plans.planType} = 'D-SNP'`)
  if (query.diabetes) fitting.push(sql`'diabetes' = any(${plans.csnpConditions})`)
  if (query.cardiovascular) fitting.push(sql`${plans.csnpConditions} && array['cardiovascular', 'chronicHeartFailure']::text[]`)
  const fitsFirst = fitting.length ? [sql`case when ${sql.join(fitting, sql` or `)} then 0 else 1 end`] : []
  const inCounty = exists(
    conn
      .select({ one: sql`1` })
      .from(planCounties)
      .where(and(eq(planCounties.planSlug, plans.slug), eq(planCounties.fips, query.fips))),
  )
  return loadPlans(conn, and(eq(plans.year, query.year), inCounty, VIEWS[query.view]), [
    ...fitsFirst,
    desc(plans.featured),
    asc(plans.sortOrder),
  ])
}

/** Every plan of `year` serving any county of the ZIP (a plan serving two of them appears once). */
export async function plansForZip(zip: string, year: PlanYear, db?: Database): Promise<Plan[]> {
  const conn = await database(db)
  const servesZip = exists(
    conn
      .select({ one: sql`1` })
      .from(planCounties)
      .innerJoin(zipCounties, eq(zipCounties.fips, planCounties.fips))
      .where(and(eq(planCounties.planSlug, plans.slug), eq(zipCounties.zip, zip))),
  )
  return loadPlans(conn, and(eq(plans.year, year), servesZip), [desc(plans.featured), asc(plans.sortOrder)])
}

/** One plan of the current PLAN_YEARS with its benefits and documents; null for an unknown slug or a past year's plan. */
export async function planBySlug(slug: string, db?: Database): Promise<Plan | null> {
  const [plan] = await loadPlans(await database(db), and(eq(plans.slug, slug), current), [])
  return plan ?? null
}

/** One plan of any catalogue year (2019 on), for its published documents; null for an unknown slug. */
export async function anyYearPlanBySlug(slug: string, db?: Database): Promise<AnyYearPlan | null> {
  const [plan] = await loadAnyYearPlans(await database(db), eq(plans.slug, slug), [])
  return plan ?? null
}

/** The plans of a county in any catalogue year, in display order (the plan documents finder). */
export async function anyYearPlansForCounty(fips: string, year: DocumentYear, db?: Database): Promise<AnyYearPlan[]> {
  const conn = await database(db)
  const inCounty = exists(
    conn
      .select({ one: sql`1` })
      .from(planCounties)
      .where(and(eq(planCounties.planSlug, plans.slug), eq(planCounties.fips, fips))),
  )
  return loadAnyYearPlans(conn, and(eq(plans.year, year), inCounty), [desc(plans.featured), asc(plans.sortOrder)])
}

/** The counties a plan serves (for the county pages and enrollment). */
export async function countiesForPlan(slug: string, db?: Database): Promise<County[]> {
  const conn = await database(db)
  const rows = await conn
    .select(getTableColumns(counties))
    .from(planCounties)
    .innerJoin(counties, eq(counties.fips, planCounties.fips))
    .where(eq(planCounties.planSlug, slug))
    .orderBy(asc(counties.name))
  return rows.map((row) => ({ ...row, served: true }))
}
