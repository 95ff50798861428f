import { createFileRoute } from '@tanstack/react-router'
import { ContentView, loadContent } from '~/content/content-route'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument, pageDocumentQuery } from '~/content/feature-page'
import { listYear } from '~/features/plan-documents/list-head'
import { ListPage } from '~/features/plan-documents/list-page'
import { planDocumentsPageName } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/$lang/plan-documents/{$year}-referral-list/')({
  loader: async ({ context, params, location }) => {
    const year = listYear(params.year)
    // An archived year (2024) is the editors' page document at this path (a 404 without one).
    if (!year)
      return {
        year: null,
        ...(await loadContent(
          context.queryClient,
          pageDocumentQuery(location.pathname),
          params.lang,
        )),
      }
    return { year, ...(await loadPageDocument(context.queryClient, location.pathname)) }
  },
  head: ({ loaderData, params }) =>
    featurePageHead(
      loaderData,
      planDocumentsPageName(params.lang, 'referrals', loaderData?.year ?? undefined),
    ),
  component: function List() {
    const { lang } = Route.useParams()
    const { year } = Route.useLoaderData()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    if (year === null) return <ContentView query={pageDocumentQuery(pathname)} lang={lang} />
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={planDocumentsPageName(lang, 'referrals', year)}
        feature={{
          id: 'referral_list',
          element: <ListPage lang={lang} kind="referrals" year={year} />,
        }}
      />
    )
  },
})
