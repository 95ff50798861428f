import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '~/content/content-head'
import { ContentView, loadContent } from '~/content/content-route'
import { documentQuery } from '~/content/queries'

/** marketing_landing_page documents by uid (spec 2.2). */
export const Route = createFileRoute('/$lang/lp/$uid')({
  loader: ({ context, params }) =>
    loadContent(
      context.queryClient,
      documentQuery('marketing_landing_page', params.lang, params.uid),
      params.lang,
    ),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function Document() {
    const { lang, uid } = Route.useParams()
    return <ContentView query={documentQuery('marketing_landing_page', lang, uid)} lang={lang} />
  },
})
