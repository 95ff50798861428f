import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead, FeaturePage, loadFeaturePage, pageDocumentQuery } from '~/content/feature-page'
import { FormularyPage } from '~/features/formulary/formulary-page'
import { formularyPageName, loadFormulary } from '~/features/formulary/formulary-loader'
import { formularySearch } from '~/features/formulary/formulary-search'

export const Route = createFileRoute('/$lang/search-drugs/')({
  validateSearch: formularySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params, location }) => {
    const [page] = await Promise.all([
      loadFeaturePage(context.queryClient, pageDocumentQuery(location.pathname), params.lang),
      loadFormulary(context.queryClient, deps),
    ])
    return page
  },
  head: ({ loaderData, params }) => featurePageHead(loaderData, formularyPageName(params.lang, 'drugSearch')),
  component: function Formulary() {
    const { lang } = Route.useParams()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return (
      <FeaturePage
        lang={lang}
        query={pageDocumentQuery(pathname)}
        fallbackHeading={formularyPageName(lang, 'drugSearch')}
        feature={{ id: 'drug_search', element: <FormularyPage lang={lang} variant="drugSearch" search={Route.useSearch()} /> }}
      />
    )
  },
})
