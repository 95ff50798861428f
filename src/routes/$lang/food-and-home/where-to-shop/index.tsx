import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { storeQueryFrom, storesQueryOptions } from '~/features/stores/store-queries'
import { storeSearch } from '~/features/stores/store-search'
import { StoreLocatorPage } from '~/features/stores/store-locator-page'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

const pageName = (lang: Lang) => i18nFor(lang).getFixedT(lang, 'stores')('heading')

/** The store locator of the food and home card (spec 2.3, 2.4). */
export const Route = createFileRoute('/$lang/food-and-home/where-to-shop/')({
  validateSearch: storeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, location }) => {
    const query = storeQueryFrom(deps)
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      query && query !== 'invalid'
        ? context.queryClient.ensureQueryData(storesQueryOptions(query))
        : null,
    ])
    return page
  },
  head: ({ loaderData, params }) => featurePageHead(loaderData, pageName(params.lang)),
  component: function WhereToShop() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={pageName(lang)}
        feature={{
          id: 'store_locator',
          element: <StoreLocatorPage lang={lang} search={Route.useSearch()} />,
        }}
      />
    )
  },
})
