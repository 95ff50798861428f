import { and, asc, desc, eq, exists, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
import { counties, planCounties, planDocuments, plans, starRatings } from '../../db/schema/plans.ts'
import { getDb, type Database } from '~/server/db.server'
import type { AnyYearPlan, County, Plan } from './plan-types'
import type { DocumentYear, PlanYear } from './plan-years'
import { toPlan, type PlanRow } from './plans-rows.server'
import { byDisplayOrder, planIndex, servedCounty } from './plan-index.server'

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

/**
 * The counties a ZIP spans, largest share first, each marked served or not in `year`; null for a
 * ZIP that does not exist. `served` is true when any of its counties is served. From memory
 * (plan-index.server.ts), like the plan look-ups below.
 */
export async function countiesForZip(
  zip: string,
  year: DocumentYear,
  db?: Database,
): Promise<ZipCounties | null> {
  const index = await planIndex(await database(db))
  const rows = index.zipCounties.get(zip)
  if (!rows) return null
  const found = rows.map((row) => servedCounty(index, row, year))
  return { zip, served: found.some((county) => county.served), counties: found }
}

/** One county, with whether it is served in `year`; null for an unknown FIPS code. */
export async function countyByFips(
  fips: string,
  year: PlanYear,
  db?: Database,
): Promise<County | null> {
  const index = await planIndex(await database(db))
  const row = index.counties.get(fips)
  return row ? servedCounty(index, row, year) : null
}

const planColumns = { ...getTableColumns(plans), starRating: starRatings.overall }

// The current plans (PLAN_YEARS) answer from memory (plan-index.server.ts); the documents pages'
// plans of any catalogue year from the database.
async function loadAnyYearPlans(
  conn: Database,
  where: SQL | undefined,
  order: SQL[],
): Promise<AnyYearPlan[]> {
  const rows: PlanRow[] = await conn
    .select(planColumns)
    .from(plans)
    // Star ratings are per plan, keyed by its contract ID (db/seed/plans/star-ratings.ts).
    .leftJoin(
      starRatings,
      and(eq(starRatings.contract, plans.contractId), eq(starRatings.year, plans.year)),
    )
    .where(where)
    .orderBy(...order)
  if (rows.length === 0) return []
  const slugs = rows.map((row) => row.slug)
  const documents = await conn
    .select()
    .from(planDocuments)
    .where(inArray(planDocuments.planSlug, slugs))
  return rows.map((row) => toPlan(row, documents))
}

const VIEWS: Record<PlanView, (plan: Plan) => boolean> = {
  all: () => true,
  snp: (plan) => plan.planType === 'D-SNP' || plan.planType === 'C-SNP',
  'ma-only': (plan) => !plan.drugCoverage,
}

const CARDIOVASCULAR: readonly string[] = ['cardiovascular', 'chronicHeartFailure']

/**
 * The plans of a county in a view. Answers to the optional questions bring the special needs
 * plans they point to first (Medicaid: D-SNP; diabetes or cardiovascular: the C-SNPs covering
 * that condition); otherwise featured plans lead. Nothing is hidden by an answer.
 */
export async function plansForCounty(query: PlanQuery, db?: Database): Promise<Plan[]> {
  const index = await planIndex(await database(db))
  const inView = VIEWS[query.view]
  const found = (index.plansByCounty.get(`${query.year}:${query.fips}`) ?? []).filter(inView)
  if (!query.medicaid && !query.diabetes && !query.cardiovascular) return found
  const fits = (plan: Plan) =>
    (query.medicaid && plan.planType === 'D-SNP') ||
    (query.diabetes && plan.csnpConditions.includes('diabetes')) ||
    (query.cardiovascular &&
      plan.csnpConditions.some((condition) => CARDIOVASCULAR.includes(condition)))
  // A stable sort of a list already in display order: fitting plans first, each part in that order.
  return found
    .map((plan) => ({ plan, first: fits(plan) ? 0 : 1 }))
    .sort((a, b) => a.first - b.first)
    .map(({ plan }) => plan)
}

/** Every plan of `year` serving any county of the ZIP (a plan serving two of them appears once). */
export async function plansForZip(zip: string, year: PlanYear, db?: Database): Promise<Plan[]> {
  const index = await planIndex(await database(db))
  const found = new Set<Plan>()
  for (const county of index.zipCounties.get(zip) ?? [])
    for (const plan of index.plansByCounty.get(`${year}:${county.fips}`) ?? []) found.add(plan)
  return [...found].sort(byDisplayOrder)
}

/** One plan of the current PLAN_YEARS with its benefits and documents; null for an unknown slug or a past year's plan. */
export async function planBySlug(slug: string, db?: Database): Promise<Plan | null> {
  return (await planIndex(await database(db))).plans.get(slug) ?? null
}

/** One plan of any catalogue year (2019 on), for its published documents; null for an unknown slug. */
export async function anyYearPlanBySlug(slug: string, db?: Database): Promise<AnyYearPlan | null> {
  const [plan] = await loadAnyYearPlans(await database(db), eq(plans.slug, slug), [])
  return plan ?? null
}

/** The plans of a county in any catalogue year, in display order (the plan documents finder). */
export async function anyYearPlansForCounty(
  fips: string,
  year: DocumentYear,
  db?: Database,
): Promise<AnyYearPlan[]> {
  const conn = await database(db)
  const inCounty = exists(
    conn
      .select({ one: sql`1` })
      .from(planCounties)
      .where(and(eq(planCounties.planSlug, plans.slug), eq(planCounties.fips, fips))),
  )
  return loadAnyYearPlans(conn, and(eq(plans.year, year), inCounty), [
    desc(plans.featured),
    asc(plans.sortOrder),
  ])
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
