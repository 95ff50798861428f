import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { ListRoute, loadListRoute } from '~/features/plan-documents/list-route'
import { planDocumentsPageName } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/$lang/plan-documents/{$year}-dme-lists/')({
  loader: ({ context, params, location }) =>
    loadListRoute(context.queryClient, params, location.pathname),
  head: ({ loaderData, params }) =>
    featurePageHead(
      loaderData,
      planDocumentsPageName(params.lang, 'dme', loaderData?.year ?? undefined),
    ),
  component: function List() {
    const { lang } = Route.useParams()
    const { year } = Route.useLoaderData()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return <ListRoute lang={lang} kind="dme" year={year} pathname={pathname} />
  },
})
