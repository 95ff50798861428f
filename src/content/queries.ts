import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/locales'
import type { RoutableType } from './content.functions'

export type { RoutableType } from './content.functions'

// The server functions load on a query's first fetch, not with the page (decision 0015).
const functions = () => import('./content.functions')

/** Query keys carry the language: ['page', lang, path] and [type, lang, uid]. */
export const pageQuery = (language: Lang, path: string) =>
  queryOptions({
    queryKey: ['page', language, path],
    queryFn: async () => (await functions()).getPageByPath({ data: { lang: language, path } }),
  })

export type ContentQuery = ReturnType<typeof pageQuery>

export const documentQuery = (
  type: RoutableType,
  language: Lang,
  documentUid: string,
): ContentQuery =>
  queryOptions({
    queryKey: [type, language, documentUid],
    queryFn: async () =>
      (await functions()).getDocumentByUID({ data: { type, uid: documentUid, lang: language } }),
  })

/** A data page's document or its template: `itemDocumentQuery('plan', lang, slug, '_plan')`. */
export const itemDocumentQuery = (
  type: RoutableType,
  language: Lang,
  documentUid: string,
  template: string,
): ContentQuery =>
  queryOptions({
    queryKey: [type, language, documentUid, template],
    queryFn: async () =>
      (await functions()).getDocumentOrTemplate({
        data: { type, uid: documentUid, lang: language, template },
      }),
  })
