// Regenerates the plan catalogue, db/seed/plans/catalogue-{year}.json for each plan year:
// `node db/seed/plans/build-catalogue.ts`. Deterministic: the same inputs give the same files
// (a test rebuilds them and compares).
import { writeFileSync } from 'node:fs'
import { PLAN_YEARS } from '../../../src/plans/plan-years.ts'
import { buildYear, catalogueJson } from './catalogue.ts'

for (const year of PLAN_YEARS) {
  const plans = buildYear(year)
  writeFileSync(new URL(`./catalogue-${year}.json`, import.meta.url), catalogueJson(plans))
  console.log(`${year}: ${plans.length} plans`)
}
