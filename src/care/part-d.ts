import type { PlanYear } from '~/plans/plan-years'

/**
 * The Part D design of each plan year (spec 9.3 and the Inflation Reduction Act): the yearly cap
 * on what a member pays out of pocket for covered drugs, after which covered drugs cost $0, and
 * the most a covered insulin may cost for a one-month supply.
 */
export const OUT_OF_POCKET_CAP: Record<PlanYear, number> = { 2025: 2000, 2026: 2100 }
export const INSULIN_MONTHLY_MAX = 35

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
  const amounts = [...text.matchAll(/\$\s*([\d,]+(?:\.\d+)?)/g)].map((match) => Number(match[1]!.replace(/,/g, '')))
  if (amounts.length === 0) return null
  return { kind: 'copay', amount: Math.max(...amounts) }
}
