import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { planYearFrom, type PlanYear } from '~/plans/plan-years'
import { enrollmentPlanQuery, zipPlansQuery } from './enrollment-queries'
import type { EnrollSearch } from './enroll-search'

/** The year of an /enroll-{year}/ path; a year outside PLAN_YEARS is a 404 (spec 9.1). */
export function planYearOrNotFound(year: string): PlanYear {
  const parsed = planYearFrom(year)
  if (parsed === null) throw notFound()
  return parsed
}

/** Loads the preselected plan, or the chooser's plans for a ZIP, into the query cache. */
export async function loadEnrollment(queryClient: QueryClient, year: string, search: Pick<EnrollSearch, 'plan' | 'zip'>) {
  const planYear = planYearOrNotFound(year)
  if (search.plan) await queryClient.ensureQueryData(enrollmentPlanQuery(search.plan))
  else if (search.zip) await queryClient.ensureQueryData(zipPlansQuery(search.zip, planYear)).catch(() => undefined)
}
