// Regenerates the plan catalogue, db/seed/plans/catalogue-{year}.json for each catalogue year
// (2019-2026; the years before PLAN_YEARS have documents only):
// `node db/seed/plans/build-catalogue.ts`. Deterministic: the same inputs give the same files
// (a test rebuilds them and compares).
import { writeFileSync } from 'node:fs'
import { CATALOGUE_YEARS } from '../../../src/plans/plan-years.ts'
import { buildYear, catalogueJson } from './catalogue.ts'

for (const year of CATALOGUE_YEARS) {
  const plans = buildYear(year)
  writeFileSync(new URL(`./catalogue-${year}.json`, import.meta.url), catalogueJson(plans))
  console.log(`${year}: ${plans.length} plans`)
}
