import type { PlanYear } from '~/plans/plan-years'

/**
 * The Part D design of each plan year (spec 9.3 and the Inflation Reduction Act): the yearly cap
 * on what a member pays out of pocket for covered drugs, after which covered drugs cost $0, and
 * the most a covered insulin may cost for a one-month supply.
 */
export const OUT_OF_POCKET_CAP: Record<PlanYear, number> = { 2025: 2000, 2026: 2100 }
export const INSULIN_MONTHLY_MAX = 35

/** The standard Part D deductible of each year (CMS, Rate Announcements for 2025 and 2026). */
export const STANDARD_DEDUCTIBLE: Record<PlanYear, number> = { 2025: 590, 2026: 615 }

/**
 * The highest coinsurance a plan may charge on its specialty tier: 25% with the standard
 * deductible, up to 33% on a plan whose deductible is lower (42 CFR 423.560 and 423.578(a)(6)(iii)
 * as amended by the CY 2021 final rule, CMS-4190-F, in force for every year since; CMS, Final CY
 * 2025 and CY 2026 Part D Redesign Program Instructions, "specialty tier cost sharing"). For a
 * reduced deductible CMS works out a limit between the two; the estimate allows 33% there, the
 * highest a plan may print, so it never promises less than the plan may charge.
 */
export function specialtyCoinsuranceMax(year: PlanYear, deductible: number): number {
  return deductible >= STANDARD_DEDUCTIBLE[year] ? 0.25 : 0.33
}

/**
 * Extra Help (the Part D low-income subsidy, LIS) as CMS publishes it for each year, in the
 * Announcement of Calendar Year Medicare Advantage Capitation Rates and Part C and Part D Payment
 * Policies ("Rate Announcement"), its table of Part D benefit parameters for LIS enrollees:
 *
 * | level CMS distinguishes                                   | 2025 (Rate Announcement, April 1, 2024) | 2026 (Rate Announcement, April 7, 2025) |
 * | full-benefit dual eligible in an institution or HCBS      | $0                                      | $0                                      |
 * | full-benefit dual eligible at or below 100% of poverty    | $1.60 generic, $4.80 brand              | $1.60 generic, $4.90 brand              |
 * | everyone else with Extra Help (up to 150% of poverty)     | $4.90 generic, $12.15 brand             | $5.10 generic, $12.65 brand             |
 * | deductible, every level (the partial subsidy ended 2024)  | $0                                      | $0                                      |
 * | after the out-of-pocket cap                               | $0                                      | $0                                      |
 *
 * Checked on 2026-12-02: CMS's fact sheet "Final CY 2026 Part D Redesign Program Instructions"
 * (cms.gov newsroom, April 7, 2025) dates the 2026 Rate Announcement; the 2026 $5.10 generic and
 * $12.65 brand copays, and 2025's $4.90 / $12.15 and $1.60 generic at or below 100% of poverty,
 * agree with Medicare's Extra Help guidance as quoted by secondary sources. The 2026 lowest-level
 * brand copay ($4.90) was not found in a source read that day; the estimate does not use it.
 *
 * The estimate uses the highest level's copays (the last row of copays), since a person who says
 * they have Extra Help does not say which level, so it never promises less than they may pay. Everyone
 * enrolled in a D-SNP has full Extra Help (Medicare and full Medicaid qualify them automatically).
 */
export const EXTRA_HELP_COPAY: Record<PlanYear, { generic: number; brand: number }> = {
  2025: { generic: 4.9, brand: 12.15 },
  2026: { generic: 5.1, brand: 12.65 },
}

/** A plan's retail cost share for a tier, read from its display text ("$42", "25%", "$0-$12.65"). */
export type CostShare = { kind: 'copay'; amount: number } | { kind: 'coinsurance'; rate: number }

/**
 * Reads a cost share as the plan's Summary of Benefits prints it. A range ("$0-$12.65", the Extra
 * Help levels of a dual plan) reads as its highest amount, so the estimate never promises less
 * than a member may pay. Unreadable text is null.
 */
export function parseCostShare(text: string): CostShare | null {
  const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text)
  if (percent) return { kind: 'coinsurance', rate: Number(percent[1]) / 100 }
  const amounts = [...text.matchAll(/\$\s*([\d,]+(?:\.\d+)?)/g)].map((match) =>
    Number(match[1]!.replace(/,/g, '')),
  )
  if (amounts.length === 0) return null
  return { kind: 'copay', amount: Math.max(...amounts) }
}
