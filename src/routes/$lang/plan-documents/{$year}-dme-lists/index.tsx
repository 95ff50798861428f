import { createFileRoute, notFound } from '@tanstack/react-router'
import { featurePageHead, FeaturePage, loadPageDocument } from '~/content/feature-page'
import { listYear } from '~/features/plan-documents/list-head'
import { ListPage } from '~/features/plan-documents/list-page'
import { planDocumentsPageName } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/$lang/plan-documents/{$year}-dme-lists/')({
  loader: async ({ context, params, location }) => {
    const year = listYear(params.year)
    if (!year) throw notFound()
    return { year, ...(await loadPageDocument(context.queryClient, location.pathname)) }
  },
  head: ({ loaderData, params }) => featurePageHead(loaderData, planDocumentsPageName(params.lang, 'dme', loaderData?.year)),
  component: function List() {
    const { lang } = Route.useParams()
    const { year } = Route.useLoaderData()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={planDocumentsPageName(lang, 'dme', year)}
        feature={{ id: 'dme_lists', element: <ListPage lang={lang} kind="dme" year={year} /> }}
      />
    )
  },
})
