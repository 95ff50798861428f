import { readFileSync } from 'node:fs'
import { notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../client.ts'
import { planCounties, planDocuments, plans, planYears, starRatings } from '../../schema/plans.ts'
import { insertInChunks } from '../insert-in-chunks.ts'
import { CATALOGUE_YEARS, type DocumentYear } from '../../../src/plans/plan-years.ts'
import type { CataloguePlan } from './catalogue.ts'
import { METROS } from './metros.ts'

export function readCatalogue(year: DocumentYear): CataloguePlan[] {
  return JSON.parse(
    readFileSync(new URL(`./catalogue-${year}.json`, import.meta.url), 'utf8'),
  ) as CataloguePlan[]
}

function planRow(plan: CataloguePlan, sortOrder: number): typeof plans.$inferInsert {
  return {
    slug: plan.slug,
    name: plan.name,
    year: plan.year,
    planType: plan.planType,
    drugCoverage: plan.drugCoverage,
    csnpConditions: plan.csnpConditions,
    medicaidLevels: plan.medicaidLevels,
    contractId: plan.contractId,
    contract: plan.contractId.slice(0, 5),
    featured: plan.featured,
    formularyCode: plan.formularyCode,
    state: plan.state,
    region: plan.region,
    ...plan.costs,
    benefits: plan.benefits,
    dental: plan.dental,
    drugs: plan.drugs,
    highlightsEn: plan.highlights.en,
    highlightsEs: plan.highlights.es,
    sortOrder,
  }
}

/**
 * Plan years, star ratings and the plan catalogue (db/seed/plans/catalogue-*.json) of every
 * catalogue year, 2019 to 2026 (the years before PLAN_YEARS have documents only). Plans are
 * updated in place, so enrollment rows that name a plan survive a reseed; their counties and
 * documents are replaced. Star ratings are per plan, keyed by the plan's contract ID.
 */
export const planSeeder = {
  name: 'plans',
  version: 4,
  async run(db: Database) {
    const catalogue = CATALOGUE_YEARS.flatMap((year) => readCatalogue(year))
    await insertInChunks(
      db,
      planYears,
      CATALOGUE_YEARS.map((year) => ({
        year,
        states: [...new Set(METROS.filter((m) => m.since <= year).map((m) => m.state))].sort(),
      })),
      { upsertOn: [planYears.year] },
    )
    await db.delete(starRatings)
    await insertInChunks(
      db,
      starRatings,
      catalogue.map((plan) => ({
        contract: plan.contractId,
        year: plan.year,
        overall: plan.starRating,
      })),
    )
    await insertInChunks(db, plans, catalogue.map(planRow), { upsertOn: [plans.slug], size: 200 })
    await db.delete(plans).where(
      notInArray(
        plans.slug,
        catalogue.map((plan) => plan.slug),
      ),
    )
    await db.delete(planCounties)
    await insertInChunks(
      db,
      planCounties,
      catalogue.flatMap((plan) => plan.counties.map((fips) => ({ planSlug: plan.slug, fips }))),
    )
    await db.delete(planDocuments)
    await insertInChunks(
      db,
      planDocuments,
      catalogue.flatMap((plan) =>
        plan.documents.map((doc, sortOrder) => ({ planSlug: plan.slug, ...doc, sortOrder })),
      ),
    )
    await db.execute(sql`analyze plan_years, star_ratings, plans, plan_counties, plan_documents`)
  },
}
