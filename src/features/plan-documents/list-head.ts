import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { documentYearFrom, type DocumentYear } from '~/plans/plan-years'

/** The prior authorization, referral and DME list pages exist for every plan document year, 2019 on (spec 2.3, 9.1). */
export const listYear = (param: string): DocumentYear | null => documentYearFrom(param)

/** The plan slug of a benefit-details path segment; Spanish segments end in '-es' (spec 2.3). */
export function slugFromParam(param: string, suffix: '' | '-es'): string | null {
  if (suffix && !param.endsWith(suffix)) return null
  const slug = suffix ? param.slice(0, -suffix.length) : param
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : null
}

export function benefitDetailsHead(lang: Lang, plan: string | undefined) {
  const t = i18nFor(lang).getFixedT(lang, 'planDocuments')
  return {
    meta: [
      { title: t('benefitDetails.title', { plan: plan ?? '' }) },
      { name: 'description', content: t('benefitDetails.intro') },
    ],
  }
}
