import { queryOptions } from '@tanstack/react-query'
import type { PlanYear } from '~/plans/plan-years'

// The server functions load on a query's first fetch, not with the page (issue 17 budgets).
export const enrollmentPlanQuery = (slug: string) =>
  queryOptions({ queryKey: ['enrollmentPlan', slug], queryFn: async () => (await import('./enrollment-plan.functions')).getEnrollmentPlan({ data: { slug } }) })

export const zipPlansQuery = (zip: string, year: PlanYear) =>
  queryOptions({ queryKey: ['plansForZip', year, zip], queryFn: async () => (await import('~/plans/plans.functions')).getPlansForZip({ data: { zip, year } }) })
