import type { PlanYear } from '../../../src/plans/plan-years.ts'

// CMS overall star ratings by contract and plan year (5-star scale in half steps, spec 9.5).
// A contract first offered in 2026 has no rating yet (null): CMS rates a contract after it has
// enough years of data.
export const STAR_RATINGS: Record<string, Record<PlanYear, number | null>> = {
  H0154: { 2025: 3.5, 2026: 4 },
  H0321: { 2025: 4, 2026: 4 },
  H0462: { 2025: 3, 2026: 3.5 },
  H0637: { 2025: 4.5, 2026: 4.5 },
  H1149: { 2025: 3.5, 2026: 3.5 },
  H1234: { 2025: 4.5, 2026: 5 },
  H1288: { 2025: 4, 2026: 4.5 },
  H1415: { 2025: 3.5, 2026: 3 },
  H1562: { 2025: 4, 2026: 4 },
  H1709: { 2025: 2.5, 2026: 3 },
  H2046: { 2025: 2, 2026: 2.5 },
  H2193: { 2025: 3.5, 2026: 4 },
  H2340: { 2025: 4, 2026: 4.5 },
  H2487: { 2025: 4.5, 2026: 4 },
  H2634: { 2025: 5, 2026: 5 },
  H2781: { 2025: 3, 2026: 3.5 },
  H2928: { 2025: 3.5, 2026: 3.5 },
  H3075: { 2025: 4, 2026: 4 },
  H3222: { 2025: 4, 2026: 4.5 },
  H3369: { 2025: 4.5, 2026: 4.5 },
  H4016: { 2025: null, 2026: null },
  H4163: { 2025: null, 2026: null },
  H4310: { 2025: null, 2026: null },
  H4457: { 2025: null, 2026: null },
  H4604: { 2025: null, 2026: null },
  H4751: { 2025: null, 2026: null },
}
