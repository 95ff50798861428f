import type { Plan } from '~/plans/plan-types'
import type { FinderView } from './finder-search'
import type { Answers } from './plan-finder.machine'

/** Why a special needs plan fits the answers (spec 5.4): Medicaid for D-SNP, a condition for C-SNP. */
export type FitReason = 'medicaid' | 'diabetes' | 'cardiovascular'
export type RankedPlan = { plan: Plan; reasons: FitReason[] }

/** The views the API knows; 'dual' and 'chronic' are the two halves of its 'snp' view. */
export const apiView = (view: FinderView): 'all' | 'snp' | 'ma-only' =>
  view === 'dual' || view === 'chronic' ? 'snp' : view

const inView: Record<FinderView, (plan: Plan) => boolean> = {
  all: () => true,
  snp: (plan) => plan.planType === 'D-SNP' || plan.planType === 'C-SNP',
  dual: (plan) => plan.planType === 'D-SNP',
  chronic: (plan) => plan.planType === 'C-SNP',
  'ma-only': (plan) => !plan.drugCoverage,
}

function reasonsFor(plan: Plan, answers: Answers): FitReason[] {
  const reasons: FitReason[] = []
  if (plan.planType === 'D-SNP' && answers.medicaid) reasons.push('medicaid')
  if (plan.planType === 'C-SNP') {
    if (answers.diabetes && plan.csnpConditions.includes('diabetes')) reasons.push('diabetes')
    const heart =
      plan.csnpConditions.includes('cardiovascular') ||
      plan.csnpConditions.includes('chronicHeartFailure')
    if (answers.cardiovascular && heart) reasons.push('cardiovascular')
  }
  return reasons
}

/**
 * The plans of a view, the special needs plans that fit the answers first (in their original
 * order), each with the reasons it fits. Without answers the order is the catalogue's.
 */
export function rankPlans(plans: Plan[], view: FinderView, answers: Answers): RankedPlan[] {
  const ranked = plans
    .filter(inView[view])
    .map((plan) => ({ plan, reasons: reasonsFor(plan, answers) }))
  return [
    ...ranked.filter((r) => r.reasons.length > 0),
    ...ranked.filter((r) => r.reasons.length === 0),
  ]
}
