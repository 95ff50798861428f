import type { DocumentYear } from './plan-years.ts'

// CMS overall Star Ratings by contract (H-number), plan years 2019 to 2026, 5-star scale in half
// steps (spec 9.5). CMS rates the contract, not the plan: every plan (PBP) of a contract shows the
// contract's overall rating of that year (42 CFR 422.162(b), 422.166; Medicare Communications and
// Marketing Guidelines, section 40.6). A contract is "too new to be rated" (null) in its first plan
// years, so the contracts first offered in 2026 have no rating yet.
const YEARS: DocumentYear[] = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]
const n = null
const BY_CONTRACT: Record<string, Array<number | null>> = {
  H0154: [n, n, n, n, n, 3.5, 3.5, 4],
  H0321: [3.5, 4, 4, 4.5, 4, 4, 4, 4],
  H0462: [n, n, n, n, n, 3, 3, 3.5],
  H0637: [n, n, n, n, 4, 4.5, 4.5, 4.5],
  H1149: [n, n, n, n, 3.5, 3.5, 3.5, 3.5],
  H1234: [4, 4, 4.5, 4.5, 4, 4.5, 4.5, 4.5],
  H1288: [n, n, n, n, n, n, 4, 4.5],
  H1415: [3.5, 3.5, 4, 4, 3.5, 3.5, 3.5, 3],
  H1562: [n, n, n, n, 4, 4, 4, 4],
  H1709: [n, n, n, n, n, 2.5, 2.5, 3],
  H2046: [n, n, n, n, n, 2.5, 2, 2.5],
  H2193: [n, n, n, n, n, 3.5, 3.5, 4],
  H2340: [n, n, n, n, 4, 4, 4, 4.5],
  H2487: [4, 4.5, 4.5, 4.5, 4.5, 5, 4.5, 4],
  H2634: [n, n, n, n, n, n, 5, 5],
  H2781: [n, n, n, n, n, 3, 3, 3.5],
  H2928: [n, n, n, n, n, n, 3.5, 3.5],
  H3075: [n, n, n, n, 4, 4, 4, 4],
  H3222: [3.5, 3.5, 4, 4, 4, 4, 4, 4.5],
  H3369: [n, n, n, n, n, n, 4.5, 4.5],
  H4016: [n, n, n, n, n, n, n, n],
  H4163: [n, n, n, n, n, n, n, n],
  H4310: [n, n, n, n, n, n, n, n],
  H4457: [n, n, n, n, n, n, n, n],
  H4604: [n, n, n, n, n, n, n, n],
  H4751: [n, n, n, n, n, n, n, n],
}

/** The H-number of a plan's contract id ("H1234-001-000" -> "H1234"). */
export const contractOf = (contractId: string) => contractId.split('-')[0]!

/** The contract's overall rating in a year; null when it is too new to be rated. */
export function contractRating(contract: string, year: DocumentYear): number | null {
  return BY_CONTRACT[contract]?.[YEARS.indexOf(year)] ?? null
}

/**
 * A low-performing contract: rated below 3 stars in this year and the two before it (42 CFR
 * 422.166(h)(1)(ii); Medicare.gov shows the low-performing icon and blocks online enrollment).
 */
export function isLowPerforming(contract: string, year: DocumentYear): boolean {
  const index = YEARS.indexOf(year)
  if (index < 2) return false
  return [0, 1, 2].every((back) => {
    const rating = BY_CONTRACT[contract]?.[index - back] ?? null
    return rating !== null && rating < 3
  })
}

/** Every contract with its ratings by year, for tests and checks over the catalogue. */
export const RATED_YEARS = YEARS
export const CONTRACTS = Object.keys(BY_CONTRACT)
