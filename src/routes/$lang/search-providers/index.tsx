import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { queryFromFields } from '~/features/providers/provider-hash'
import { readSearch, searchNames } from '~/features/providers/provider-search-params'
import { providersQuery } from '~/features/providers/provider-queries'
import { ProviderSearchPage } from '~/features/providers/provider-search-page'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

const pageName = (lang: Lang) => i18nFor(lang).getFixedT(lang, 'providers')('heading')

/**
 * Provider and pharmacy search (spec 2.3). With JavaScript its state lives in the URL hash; a
 * search in the query string (the forms' GET without JavaScript, decision 0024) is rendered here.
 */
export const Route = createFileRoute('/$lang/search-providers/')({
  validateSearch: searchNames,
  loaderDeps: ({ search }) => readSearch(search),
  loader: async ({ context, location, deps }) => {
    const query = queryFromFields(deps)
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      // A failed search shows its message on the page; it never fails the page.
      query ? context.queryClient.prefetchQuery(providersQuery(query)) : null,
    ])
    return page
  },
  head: ({ loaderData, params }) => featurePageHead(loaderData, pageName(params.lang)),
  component: function Providers() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={pageName(lang)}
        feature={{
          id: 'provider_search',
          element: <ProviderSearchPage search={readSearch(Route.useSearch())} />,
        }}
      />
    )
  },
})
