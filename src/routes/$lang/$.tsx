import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '~/content/content-head'
import { ContentView, loadContent } from '~/content/content-route'
import { pageDocumentQuery } from '~/content/feature-page'

/** Every other page: the `page` document published at the path (the page path map), or a 404. */
export const Route = createFileRoute('/$lang/$')({
  loader: ({ context, params, location }) => loadContent(context.queryClient, pageDocumentQuery(location.pathname), params.lang),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function ContentPage() {
    const { lang } = Route.useParams()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return <ContentView query={pageDocumentQuery(pathname)} lang={lang} />
  },
})
