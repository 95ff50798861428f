import { createFileRoute } from '@tanstack/react-router'
import { contentHead, ContentView, loadContent } from '~/content/content-route'
import { documentQuery } from '~/content/queries'

/** An article (spec 2.2: resources/{uid}/). */
export const Route = createFileRoute('/resources/$uid')({
  loader: ({ context, params }) => loadContent(context.queryClient, documentQuery('article', 'en', params.uid), 'en'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function EnglishArticle() {
    const { uid } = Route.useParams()
    return <ContentView query={documentQuery('article', 'en', uid)} lang="en" />
  },
})
