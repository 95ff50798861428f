import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/locales'

export const siteChromeQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['site-chrome', lang],
    // The server function loads on the first fetch (a switch of language), not with the page.
    queryFn: async () =>
      (await import('./site-chrome.functions')).getSiteChrome({ data: { lang } }),
    staleTime: 5 * 60 * 1000,
  })
