import { queryOptions } from '@tanstack/react-query'
import type { PlanYear } from '~/plans/plan-years'

// The server functions load on a query's first fetch, not with the page (decision 0015).
export const enrollmentPlanQuery = (slug: string) =>
  queryOptions({
    queryKey: ['enrollmentPlan', slug],
    queryFn: async () =>
      (await import('./enrollment-plan.functions')).getEnrollmentPlan({ data: { slug } }),
  })

export const zipPlansQuery = (zip: string, year: PlanYear) =>
  queryOptions({
    queryKey: ['plansForZip', year, zip],
    queryFn: async () =>
      (await import('~/plans/plans.functions')).getPlansForZip({ data: { zip, year } }),
  })

/** This browser's no-JavaScript draft for a plan (decision 0024): read while the server renders the page, never refetched. */
export const enrollmentDraftQuery = (slug: string) =>
  queryOptions({
    queryKey: ['enrollmentDraft', slug],
    queryFn: async () =>
      (await import('./enrollment-draft.functions')).getEnrollmentDraft({ data: { slug } }),
    staleTime: Infinity,
    gcTime: Infinity,
  })

/** The outcome of this browser's no-JavaScript submission, for the result pages. */
export const enrollmentOutcomeQuery = () =>
  queryOptions({
    queryKey: ['enrollmentOutcome'],
    queryFn: async () => (await import('./enrollment-draft.functions')).getEnrollmentOutcome(),
    staleTime: Infinity,
  })
