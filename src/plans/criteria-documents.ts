import type { Lang } from '~/i18n/locales'
import type { FormularyCode } from './plan-types'

/** The kinds of coverage rule a criteria document is read for (the CriteriaDocuments slice's `kind`). */
export const CRITERIA_KINDS = ['prior_authorization', 'step_therapy'] as const
export type CriteriaKind = (typeof CRITERIA_KINDS)[number]

/**
 * One formulary's criteria PDF of a plan year (spec 9.3), as the site builds it from the formulary
 * data: its key, the formulary code (null: one list for every plan), its address and size in a
 * language, and how many covered drugs need prior authorization and step therapy.
 */
export type CriteriaDocument = {
  key: string
  code: FormularyCode | null
  lang: Lang
  url: string
  bytes: number
  drugs: Record<CriteriaKind, number>
}
