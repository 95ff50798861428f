// Regenerates the plan catalogue, db/seed/plans/catalogue-2025.json and catalogue-2026.json:
// `node db/seed/plans/build-catalogue.ts`. Deterministic: the same inputs give the same files
// (a test rebuilds them and compares).
import { writeFileSync } from 'node:fs'
import { buildYear, catalogueJson } from './catalogue.ts'

for (const year of [2025, 2026] as const) {
  const plans = buildYear(year)
  writeFileSync(new URL(`./catalogue-${year}.json`, import.meta.url), catalogueJson(plans))
  console.log(`${year}: ${plans.length} plans`)
}
