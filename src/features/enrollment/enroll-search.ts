import { zipSearchValue } from '~/plans/zip-code'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

// What the enrollment routes' tables need (search params, titles). Every page's route table holds
// this file, so it imports no wizard code: steps, options and queries load with the wizard
// (decision 0015).

/**
 * Each step's value in `?step=`, as people of each language would type it, in the wizard's order.
 * A Spanish page writes the Spanish names; either language's names open the same step, so an
 * address saved before the Spanish names existed (`?step=other-coverage`) still works.
 */
export const STEP_PARAMS = {
  en: ['personal', 'other-coverage', 'options', 'signature', 'payment', 'review'],
  es: ['datos-personales', 'otra-cobertura', 'opciones', 'firma', 'pago', 'revision'],
} as const satisfies Record<Lang, readonly string[]>
export type StepParam = (typeof STEP_PARAMS)[Lang][number]

/** `?step=` of /enroll-{year}/; anything else is as good as no step (resume where the tab left off). */
export const stepSearchValue = (value: unknown): StepParam | undefined =>
  ([...STEP_PARAMS.en, ...STEP_PARAMS.es] as readonly unknown[]).includes(value)
    ? (value as StepParam)
    : undefined

export type EnrollSearch = { plan?: string; step?: StepParam; zip?: string }

/**
 * ?plan={slug} preselects the plan; ?step= names the wizard's step; ?zip= drives the plan chooser.
 * No answer ever goes in the URL (docs/decisions/0013). A value that is not one of these is
 * dropped, never an error.
 */
export function enrollSearch(raw: Record<string, unknown>): EnrollSearch {
  return {
    plan:
      typeof raw.plan === 'string' && /^[a-z0-9-]{3,120}$/.test(raw.plan) ? raw.plan : undefined,
    step: stepSearchValue(raw.step),
    zip: zipSearchValue(raw.zip),
  }
}

/** The name of an enrollment page, its title and h1 when its document is missing. */
export function enrollmentTitle(
  lang: Lang,
  year: string | null,
  key: 'page' | 'confirmation' | 'failure' = 'page',
): string {
  const t = i18nFor(lang).getFixedT(lang, 'enrollment')
  return key === 'page' ? t('page.heading', { year }) : t(`${key}.title`)
}
