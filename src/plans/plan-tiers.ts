import type { DrugTiers } from './plan-types'

export type TierCost = { tier: 1 | 2 | 3 | 4 | 5 | 6; costshare: string }

/** Every drug tier a plan uses, in order, with its retail 30-day cost share: tiers 1-5, and 6 when its formulary has one. */
export function planTiers(initialCoverage: DrugTiers): TierCost[] {
  return ([1, 2, 3, 4, 5, 6] as const).flatMap((tier) => {
    const cost = initialCoverage[`tier${tier}`]
    return cost ? [{ tier, costshare: cost.retailCostshare }] : []
  })
}
