import { createFileRoute } from '@tanstack/react-router'
import { storeQueryFrom, storeSearchSchema, storesQueryOptions } from '~/features/stores/store-queries'
import { StoreLocatorPage } from '~/features/stores/store-locator-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/food-and-home/where-to-shop/')({
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const query = storeQueryFrom(deps)
    if (query && query !== 'invalid') await context.queryClient.ensureQueryData(storesQueryOptions(query))
  },
  head: () => pageHead('en', 'stores'),
  component: function WhereToShop() {
    return <StoreLocatorPage lang="en" search={Route.useSearch()} />
  },
})
