import type { PlanYear } from '~/plans/plan-years'

/**
 * The Part D design of each plan year (spec 9.3 and the Inflation Reduction Act): the yearly cap
 * on what a member pays out of pocket for covered drugs, after which covered drugs cost $0, and
 * the most a covered insulin may cost for a one-month supply.
 */
export const OUT_OF_POCKET_CAP: Record<PlanYear, number> = { 2025: 2000, 2026: 2100 }
export const INSULIN_MONTHLY_MAX = 35

/**
 * Extra Help (the Part D low-income subsidy): the most a member with full Extra Help pays for a
 * one-month supply of a covered drug, generic or brand, as CMS publishes it for each year (the
 * Part D Redesign Program Instructions and the Announcement of each year's rates; 2025: $4.90 and
 * $12.15, 2026: $5.10 and $12.65). These are the copays above 100% of the poverty level, the
 * highest full Extra Help level, so an estimate never promises less than a member may pay. With
 * full Extra Help there is no Part D deductible. Everyone enrolled in a D-SNP has full Extra Help
 * (they have Medicare and full Medicaid, which qualifies them automatically).
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
