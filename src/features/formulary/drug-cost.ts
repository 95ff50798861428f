import type { Drug, DrugCost, FormularyEntry } from '~/plans/formulary-types'

type PlanCostSharing = {
  drugs: {
    initialCoverage: Record<
      'tier1' | 'tier2' | 'tier3' | 'tier4' | 'tier5',
      { retailCostshare: string }
    >
  }
  deductiblePartd: number | null
  partDDeductibleStartTier: number | null
}

/**
 * The member's cost for a 30-day retail supply (spec 9.3): not covered is 100% of the price;
 * Part D vaccines are $0; covered insulins cost the select-insulin copay (at most $35); tier 6 is
 * $0; tiers 1-5 use the plan's retail cost share. The Part D deductible applies from the plan's
 * start tier to tier 5, never to insulins, vaccines or tier 6.
 */
export function drugCost(
  drug: Pick<Drug, 'kind'>,
  entry: FormularyEntry,
  plan: PlanCostSharing,
): DrugCost {
  if (!entry.covered || entry.tier === null) return { kind: 'notCovered' }
  if (drug.kind === 'vaccine') return { kind: 'vaccine' }
  if (drug.kind === 'insulin')
    return { kind: 'insulin', copay: Math.min(entry.flags.selectInsulin?.copay ?? 35, 35) }
  if (entry.tier === 6) return { kind: 'tier', costshare: '$0', deductibleApplies: false }
  const tier = `tier${entry.tier}` as 'tier1' | 'tier2' | 'tier3' | 'tier4' | 'tier5'
  const start = plan.partDDeductibleStartTier
  const deductibleApplies = start !== null && (plan.deductiblePartd ?? 0) > 0 && entry.tier >= start
  return {
    kind: 'tier',
    costshare: plan.drugs.initialCoverage[tier].retailCostshare,
    deductibleApplies,
  }
}
