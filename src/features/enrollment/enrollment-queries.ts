import { queryOptions } from '@tanstack/react-query'
import type { PlanYear } from '~/plans/plan-years'
import { zipSearchValue } from '~/plans/zip-code'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { stepSearchValue, type StepParam } from './step-url'

export type EnrollSearch = { plan?: string; step?: StepParam; zip?: string }

/**
 * ?plan={slug} preselects the plan; ?step= names the wizard's step; ?zip= drives the plan chooser.
 * No answer ever goes in the URL (docs/decisions/0013). A value that is not one of these is
 * dropped, never an error. Plain code: every page's route table holds it (issue 17 budgets).
 */
export function enrollSearch(raw: Record<string, unknown>): EnrollSearch {
  return {
    plan: typeof raw.plan === 'string' && /^[a-z0-9-]{3,120}$/.test(raw.plan) ? raw.plan : undefined,
    step: stepSearchValue(raw.step),
    zip: zipSearchValue(raw.zip),
  }
}

// The server functions load on a query's first fetch, not with the page (issue 17 budgets).
export const enrollmentPlanQuery = (slug: string) =>
  queryOptions({ queryKey: ['enrollmentPlan', slug], queryFn: async () => (await import('./enrollment-plan.functions')).getEnrollmentPlan({ data: { slug } }) })

export const zipPlansQuery = (zip: string, year: PlanYear) =>
  queryOptions({ queryKey: ['plansForZip', year, zip], queryFn: async () => (await import('~/plans/plans.functions')).getPlansForZip({ data: { zip, year } }) })

/** The name of an enrollment page, its title and h1 when its document is missing. */
export function enrollmentTitle(lang: Lang, year: string | null, key: 'page' | 'confirmation' | 'failure' = 'page'): string {
  const t = i18nFor(lang).getFixedT(lang, 'enrollment')
  return key === 'page' ? t('page.heading', { year }) : t(`${key}.title`)
}
