import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { DirectoryPage } from '~/features/plan-documents/list-page'
import {
  planDocumentsPageName,
  servedStatesQuery,
} from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/$lang/plan-documents/provider-and-pharmacy-directory/')({
  loader: async ({ context, location }) => {
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      context.queryClient.ensureQueryData(servedStatesQuery()),
    ])
    return page
  },
  head: ({ loaderData, params }) =>
    featurePageHead(loaderData, planDocumentsPageName(params.lang, 'directory')),
  component: function Directory() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={planDocumentsPageName(lang, 'directory')}
        feature={{ id: 'provider_directory_document', element: <DirectoryPage lang={lang} /> }}
      />
    )
  },
})
