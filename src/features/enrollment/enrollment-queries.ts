import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { PlanYear } from '~/plans/plan-years'
import { zipSearchParam } from '~/plans/zip-code'
import { getPlansForZip } from '~/plans/plans.functions'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { getEnrollmentPlan } from './enrollment-plan.functions'
import { stepSearchParam } from './step-url'

/**
 * ?plan={slug} preselects the plan; ?step= names the wizard's step; ?zip= drives the plan chooser.
 * No answer ever goes in the URL (docs/decisions/0013).
 */
export const enrollSearchSchema = z.object({
  plan: z.string().regex(/^[a-z0-9-]{3,120}$/).optional().catch(undefined),
  step: stepSearchParam,
  zip: zipSearchParam,
})
export type EnrollSearch = z.infer<typeof enrollSearchSchema>

export const enrollmentPlanQuery = (slug: string) =>
  queryOptions({ queryKey: ['enrollmentPlan', slug], queryFn: () => getEnrollmentPlan({ data: { slug } }) })

export const zipPlansQuery = (zip: string, year: PlanYear) =>
  queryOptions({ queryKey: ['plansForZip', year, zip], queryFn: () => getPlansForZip({ data: { zip, year } }) })

/** The name of an enrollment page, its title and h1 when its document is missing. */
export function enrollmentTitle(lang: Lang, year: string | null, key: 'page' | 'confirmation' | 'failure' = 'page'): string {
  const t = i18nFor(lang).getFixedT(lang, 'enrollment')
  return key === 'page' ? t('page.heading', { year }) : t(`${key}.title`)
}
