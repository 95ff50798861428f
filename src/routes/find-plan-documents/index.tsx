import { createFileRoute } from '@tanstack/react-router'
import { DocumentsFinderPage } from '~/features/plan-documents/documents-finder-page'
import { documentsSearch } from '~/features/plan-documents/documents-search'
import { FinderFailed } from '~/features/plan-documents/finder-failed'
import { documentsFinderQuery } from '~/features/plan-documents/plan-documents-queries'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/find-plan-documents/')({
  validateSearch: documentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(documentsFinderQuery(deps, 'en-us')),
  head: () => pageHead('en', 'planDocuments'),
  errorComponent: FinderFailed,
  component: function Finder() {
    return <DocumentsFinderPage lang="en" search={Route.useSearch()} />
  },
})
