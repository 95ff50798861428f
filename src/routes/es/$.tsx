import { createFileRoute } from '@tanstack/react-router'
import { contentHead, ContentView, loadContent } from '~/content/content-route'
import { pageQuery } from '~/content/queries'
import { normalizePath } from '~/content/routes'

/** Every other Spanish path: a `page` document found through the page path map, or a 404. */
export const Route = createFileRoute('/es/$')({
  loader: ({ context, params }) => loadContent(context.queryClient, pageQuery('es', normalizePath(params._splat ?? '')), 'es'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function SpanishPage() {
    const { _splat } = Route.useParams()
    return <ContentView query={pageQuery('es', normalizePath(_splat ?? ''))} lang="es" />
  },
})
