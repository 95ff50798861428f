import type { Plan } from '~/plans/plan-types'
import type { EnrollmentPlan } from './steps'

/** What the enrollment form needs to know about a catalogue plan and its service area's ZIP codes. */
export function toEnrollmentPlan(plan: Plan, serviceAreaZips: string[]): EnrollmentPlan {
  return {
    slug: plan.slug,
    name: plan.name,
    year: plan.year,
    planType: plan.planType,
    state: plan.state,
    csnpConditions: plan.csnpConditions,
    medicaidLevels: plan.medicaidLevels,
    drugCoverage: plan.drugCoverage,
    contractId: plan.contractId,
    starRating: plan.starRating,
    premium: plan.costs.premium,
    serviceAreaZips,
  }
}
