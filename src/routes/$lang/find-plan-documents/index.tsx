import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { DocumentsFinderPage } from '~/features/plan-documents/documents-finder-page'
import { documentsSearch } from '~/features/plan-documents/documents-search'
import { FinderFailed } from '~/features/plan-documents/finder-failed'
import {
  documentsFinderQuery,
  planDocumentsPageName,
} from '~/features/plan-documents/plan-documents-queries'
import { LOCALES } from '~/i18n/locales'

export const Route = createFileRoute('/$lang/find-plan-documents/')({
  validateSearch: documentsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params, location }) => {
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      context.queryClient.ensureQueryData(documentsFinderQuery(deps, LOCALES[params.lang].code)),
    ])
    return page
  },
  head: ({ loaderData, params }) =>
    featurePageHead(loaderData, planDocumentsPageName(params.lang, 'finder')),
  errorComponent: FinderFailed,
  component: function Finder() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={planDocumentsPageName(lang, 'finder')}
        feature={{
          id: 'plan_documents_finder',
          element: <DocumentsFinderPage lang={lang} search={Route.useSearch()} />,
        }}
      />
    )
  },
})
