import { i18nFor } from '~/i18n/i18n'
import type { Lang, LocaleCode } from '~/i18n/locales'
import { queryOptions } from '@tanstack/react-query'
import type { DocumentsSearch } from './documents-search'

// The server functions load on a query's first fetch, not with the page (decision 0015).
const functions = () => import('./plan-documents.functions')

export const documentsFinderQuery = (search: DocumentsSearch, lang: LocaleCode) =>
  queryOptions({
    queryKey: [
      'planDocuments',
      'finder',
      lang,
      search.year ?? null,
      search.zip ?? null,
      search.county ?? null,
      search.plan ?? null,
    ],
    queryFn: async () => (await functions()).getDocumentsFinder({ data: { ...search, lang } }),
  })

export const planDocumentsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['planDocuments', 'plan', slug],
    queryFn: async () => (await functions()).getPlanForDocuments({ data: { slug } }),
  })

export const servedStatesQuery = () =>
  queryOptions({
    queryKey: ['planDocuments', 'states'],
    queryFn: async () => (await functions()).getServedStates(),
  })

/** The name of a plan documents page, its title and h1 when its document is missing. */
export function planDocumentsPageName(
  lang: Lang,
  page: 'finder' | 'directory' | 'priorAuthorization' | 'referrals' | 'dme',
  year?: number,
): string {
  const t = i18nFor(lang).getFixedT(lang, 'planDocuments')
  return page === 'finder' ? t('finder.heading') : t(`lists.${page}.heading`, { year })
}
