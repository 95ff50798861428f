import { contractRating } from '../../../src/plans/star-ratings.ts'
import type { DocumentYear } from '../../../src/plans/plan-years.ts'

/**
 * A plan's Star Rating: its contract's overall rating of the year, unchanged. CMS rates the
 * contract (H-number), so every plan of a contract shows the same rating (42 CFR 422.166; the
 * ratings themselves live in src/plans/star-ratings.ts). Null while the contract is too new.
 */
export function planRating(contract: string, year: DocumentYear): number | null {
  return contractRating(contract, year)
}
