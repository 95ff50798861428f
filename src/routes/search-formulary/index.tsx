import { createFileRoute } from '@tanstack/react-router'
import { FormularyPage } from '~/features/formulary/formulary-page'
import { formularyHead, loadFormulary } from '~/features/formulary/formulary-loader'
import { formularySearch } from '~/features/formulary/formulary-search'

export const Route = createFileRoute('/search-formulary/')({
  validateSearch: formularySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadFormulary(context.queryClient, deps),
  head: () => formularyHead('en', 'formularySearch'),
  component: function Formulary() {
    return <FormularyPage lang="en" variant="formularySearch" search={Route.useSearch()} />
  },
})
