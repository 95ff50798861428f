import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import type { ListPageKind } from './list-page'

/** The prior authorization, referral and DME list pages exist for 2025 and 2026 (spec 2.3). */
export function listYear(param: string): 2025 | 2026 | null {
  return param === '2025' || param === '2026' ? Number(param) as 2025 | 2026 : null
}

/** The plan slug of a benefit-details path segment; Spanish segments end in '-es' (spec 2.3). */
export function slugFromParam(param: string, suffix: '' | '-es'): string | null {
  if (suffix && !param.endsWith(suffix)) return null
  const slug = suffix ? param.slice(0, -suffix.length) : param
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : null
}

export function listHead(lang: Lang, kind: ListPageKind | 'directory', year?: number) {
  const t = i18nFor(lang).getFixedT(lang, 'planDocuments')
  const title = t(`lists.${kind}.title`, { year })
  const description = t(`lists.${kind}.intro`, { year })
  return { meta: [{ title }, { name: 'description', content: description }] }
}

export function benefitDetailsHead(lang: Lang, plan: string | undefined) {
  const t = i18nFor(lang).getFixedT(lang, 'planDocuments')
  return { meta: [{ title: t('benefitDetails.title', { plan: plan ?? '' }) }, { name: 'description', content: t('benefitDetails.intro') }] }
}
