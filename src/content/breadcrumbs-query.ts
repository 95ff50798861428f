import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/locales'

export const breadcrumbsQuery = (lang: Lang, path: string) =>
  queryOptions({
    queryKey: ['breadcrumbs', lang, path],
    queryFn: async () =>
      (await import('./breadcrumbs.functions')).getAncestors({ data: { lang, path } }),
  })
