import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { PlanYear } from '~/plans/plan-types'
import { enrollmentPlanQuery, toPlanYear, zipPlansQuery, type EnrollSearch } from './enrollment-queries'

/** The year of an /enroll-{year}/ path; an unsupported year is a 404 (spec 9.1: 2025 and 2026). */
export function planYearOrNotFound(year: string): PlanYear {
  const parsed = toPlanYear(year)
  if (parsed === null) throw notFound()
  return parsed
}

/** Loads the preselected plan, or the chooser's plans for a ZIP, into the query cache. */
export async function loadEnrollment(queryClient: QueryClient, year: string, search: EnrollSearch) {
  const planYear = planYearOrNotFound(year)
  if (search.plan) await queryClient.ensureQueryData(enrollmentPlanQuery(search.plan))
  else if (search.zip) await queryClient.ensureQueryData(zipPlansQuery(search.zip, planYear)).catch(() => undefined)
}
