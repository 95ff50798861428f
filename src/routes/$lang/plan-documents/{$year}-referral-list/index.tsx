import { createFileRoute, notFound } from '@tanstack/react-router'
import { featurePageHead, FeaturePage, loadPageDocument } from '~/content/feature-page'
import { listYear } from '~/features/plan-documents/list-head'
import { ListPage } from '~/features/plan-documents/list-page'
import { planDocumentsPageName } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/$lang/plan-documents/{$year}-referral-list/')({
  loader: async ({ context, params, location }) => {
    const year = listYear(params.year)
    if (!year) throw notFound()
    return { year, ...(await loadPageDocument(context.queryClient, location.pathname)) }
  },
  head: ({ loaderData, params }) => featurePageHead(loaderData, planDocumentsPageName(params.lang, 'referrals', loaderData?.year)),
  component: function List() {
    const { lang } = Route.useParams()
    const { year } = Route.useLoaderData()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={planDocumentsPageName(lang, 'referrals', year)}
        feature={{ id: 'referral_list', element: <ListPage lang={lang} kind="referrals" year={year} /> }}
      />
    )
  },
})
