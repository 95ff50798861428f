import { createFileRoute } from '@tanstack/react-router'
import { contentHead, ContentView, loadContent } from '~/content/content-route'
import { documentQuery } from '~/content/queries'

/** A Spanish article (spec 2.2: recursos/{uid}/). */
export const Route = createFileRoute('/es/recursos/$uid')({
  loader: ({ context, params }) => loadContent(context.queryClient, documentQuery('article', 'es', params.uid), 'es'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function SpanishArticle() {
    const { uid } = Route.useParams()
    return <ContentView query={documentQuery('article', 'es', uid)} lang="es" />
  },
})
