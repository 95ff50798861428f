import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { planYearFrom, type PlanYear } from '~/plans/plan-years'
import {
  enrollmentDraftQuery,
  enrollmentOutcomeQuery,
  enrollmentPlanQuery,
  zipPlansQuery,
} from './enrollment-queries'
import type { EnrollSearch } from './enroll-search'

/** The year of an /enroll-{year}/ path; a year outside PLAN_YEARS is a 404 (spec 9.1). */
export function planYearOrNotFound(year: string): PlanYear {
  const parsed = planYearFrom(year)
  if (parsed === null) throw notFound()
  return parsed
}

/** Loads the preselected plan, or the chooser's plans for a ZIP, into the query cache. */
export async function loadEnrollment(
  queryClient: QueryClient,
  year: string,
  search: Pick<EnrollSearch, 'plan' | 'zip'>,
) {
  const planYear = planYearOrNotFound(year)
  // The no-JavaScript draft is read only where the page is rendered on the server: a browser that
  // navigates here runs the wizard, which keeps its answers in the tab.
  if (search.plan)
    await Promise.all([
      queryClient.ensureQueryData(enrollmentPlanQuery(search.plan)),
      import.meta.env.SSR ? queryClient.ensureQueryData(enrollmentDraftQuery(search.plan)) : null,
    ])
  else if (search.zip)
    await queryClient.ensureQueryData(zipPlansQuery(search.zip, planYear)).catch(() => undefined)
}

/** A result page rendered on the server reads the outcome of a submission made without JavaScript. */
export async function loadEnrollmentOutcome(queryClient: QueryClient) {
  if (import.meta.env.SSR)
    await queryClient.ensureQueryData(enrollmentOutcomeQuery()).catch(() => null)
}
