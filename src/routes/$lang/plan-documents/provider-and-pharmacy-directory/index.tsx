import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead, FeaturePage, loadFeaturePage, pageDocumentQuery } from '~/content/feature-page'
import { DirectoryPage } from '~/features/plan-documents/list-page'
import { planDocumentsPageName, servedStatesQuery } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/$lang/plan-documents/provider-and-pharmacy-directory/')({
  loader: async ({ context, params, location }) => {
    const [page] = await Promise.all([
      loadFeaturePage(context.queryClient, pageDocumentQuery(location.pathname), params.lang),
      context.queryClient.ensureQueryData(servedStatesQuery()),
    ])
    return page
  },
  head: ({ loaderData, params }) => featurePageHead(loaderData, planDocumentsPageName(params.lang, 'directory')),
  component: function Directory() {
    const { lang } = Route.useParams()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return (
      <FeaturePage
        lang={lang}
        query={pageDocumentQuery(pathname)}
        fallbackHeading={planDocumentsPageName(lang, 'directory')}
        feature={{ id: 'provider_directory_document', element: <DirectoryPage lang={lang} /> }}
      />
    )
  },
})
