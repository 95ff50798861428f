import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'

import type { Plan, PlanBenefits } from '../../src/plans/plan-types.ts'

/** US counties and county equivalents; `label` is 'County' or 'Parish' (Louisiana). */
export const counties = pgTable(
  'counties',
  {
    fips: text('fips').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('counties_state_idx').on(t.state)],
)

/** ZIP codes with their centroid (USPS city name). */
export const zips = pgTable('zips', {
  zip: text('zip').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
})

/** ZIP to county links; a ZIP spanning counties has one row per county, `ratio` its share of addresses. */
export const zipCounties = pgTable(
  'zip_counties',
  {
    zip: text('zip')
      .notNull()
      .references(() => zips.zip, { onDelete: 'cascade' }),
    fips: text('fips')
      .notNull()
      .references(() => counties.fips, { onDelete: 'cascade' }),
    ratio: doublePrecision('ratio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zip, t.fips] }), index('zip_counties_fips_idx').on(t.fips)],
)

/** Plan years and the states served in each. */
export const planYears = pgTable('plan_years', {
  year: integer('year').primaryKey(),
  states: text('states').array().notNull(),
})

/** CMS overall star rating per contract and year; null overall when the contract is too new to rate. */
export const starRatings = pgTable(
  'star_ratings',
  {
    contract: text('contract').notNull(),
    year: integer('year')
      .notNull()
      .references(() => planYears.year),
    overall: numeric('overall', { precision: 2, scale: 1, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.contract, t.year] })],
)

/** One plan benefit package for one year (spec 3.2). Money columns are dollars. */
export const plans = pgTable(
  'plans',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    year: integer('year')
      .notNull()
      .references(() => planYears.year),
    planType: text('plan_type').notNull(),
    drugCoverage: boolean('drug_coverage').notNull(),
    csnpConditions: text('csnp_conditions').array().notNull(),
    medicaidLevels: text('medicaid_levels').array().notNull(),
    /** H-number, plan benefit package and segment, e.g. H1234-005-000; the first part keys star_ratings. */
    contractId: text('contract_id').notNull(),
    contract: text('contract').notNull(),
    featured: boolean('featured').notNull(),
    formularyCode: text('formulary_code'),
    state: text('state').notNull(),
    region: text('region').notNull(),
    premium: numeric('premium', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    buydown: numeric('buydown', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    moopInNetwork: numeric('moop_in_network', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    moopCombined: numeric('moop_combined', { precision: 8, scale: 2, mode: 'number' }),
    deductiblePartd: numeric('deductible_partd', { precision: 8, scale: 2, mode: 'number' }),
    partDDeductibleStartTier: integer('part_d_deductible_start_tier'),
    benefits: jsonb('benefits').$type<PlanBenefits>().notNull(),
    dental: jsonb('dental').$type<Plan['dental']>().notNull(),
    drugs: jsonb('drugs').$type<NonNullable<Plan['drugs']>>(),
    highlightsEn: text('highlights_en').array().notNull(),
    highlightsEs: text('highlights_es').array().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('plans_year_state_idx').on(t.year, t.state),
    index('plans_contract_year_idx').on(t.contract, t.year),
  ],
)

/** The counties a plan serves. */
export const planCounties = pgTable(
  'plan_counties',
  {
    planSlug: text('plan_slug')
      .notNull()
      .references(() => plans.slug, { onDelete: 'cascade' }),
    fips: text('fips')
      .notNull()
      .references(() => counties.fips),
  },
  (t) => [
    primaryKey({ columns: [t.planSlug, t.fips] }),
    index('plan_counties_fips_idx').on(t.fips),
  ],
)

/** Plan documents (spec 3.3) per language; `url` is a same-site path to a real PDF. */
export const planDocuments = pgTable(
  'plan_documents',
  {
    planSlug: text('plan_slug')
      .notNull()
      .references(() => plans.slug, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planSlug, t.type, t.lang] })],
)
