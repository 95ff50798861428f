import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { formularyPageName } from '~/features/formulary/formulary-loader'
import {
  FormularyFeaturePage,
  loadFormularyPage,
} from '~/features/formulary/formulary-feature-page'
import { formularySearch } from '~/features/formulary/formulary-search'

export const Route = createFileRoute('/$lang/search-drugs/')({
  validateSearch: formularySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) =>
    loadFormularyPage(context.queryClient, location.pathname, deps),
  head: ({ loaderData, params }) =>
    featurePageHead(loaderData, formularyPageName(params.lang, 'drugSearch')),
  component: function Formulary() {
    const { lang } = Route.useParams()
    return <FormularyFeaturePage lang={lang} variant="drugSearch" search={Route.useSearch()} />
  },
})
