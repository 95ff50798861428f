import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { FormularyPage } from '~/features/formulary/formulary-page'
import { formularyPageName, loadFormulary } from '~/features/formulary/formulary-loader'
import { formularySearch } from '~/features/formulary/formulary-search'

export const Route = createFileRoute('/$lang/search-formulary/')({
  validateSearch: formularySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, location }) => {
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      loadFormulary(context.queryClient, deps),
    ])
    return page
  },
  head: ({ loaderData, params }) =>
    featurePageHead(loaderData, formularyPageName(params.lang, 'formularySearch')),
  component: function Formulary() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={formularyPageName(lang, 'formularySearch')}
        feature={{
          id: 'formulary_search',
          element: (
            <FormularyPage lang={lang} variant="formularySearch" search={Route.useSearch()} />
          ),
        }}
      />
    )
  },
})
