import type { DocumentYear } from '../../../src/plans/plan-years.ts'
import { seededRandom } from './random.ts'

// CMS overall star ratings by contract, plan years 2019 to 2026 (5-star scale in half steps,
// spec 9.5). A contract is "too new to be rated" (null) in its first plan years: CMS rates it once
// it has enough years of data, so the contracts first offered in 2026 have no rating yet.
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

/** The contract's overall rating in a year; null when it is too new to be rated. */
export function contractRating(contract: string, year: DocumentYear): number | null {
  return BY_CONTRACT[contract]?.[YEARS.indexOf(year)] ?? null
}

/**
 * A plan's star rating (issue 12.20): its contract's rating, moved by a half or whole star for the
 * plan itself (a seeded draw per plan, so a county's plans differ and a plan's rating changes with
 * the years), between 3 and 5. Null while the contract is too new to be rated.
 */
export function planRating(contract: string, year: DocumentYear, slug: string): number | null {
  const base = contractRating(contract, year)
  if (base === null) return null
  const shift = seededRandom(`${slug}:stars`).pick([-1, -0.5, 0, 0, 0.5])
  return Math.min(5, Math.max(3, base + shift))
}
