import { createFileRoute } from '@tanstack/react-router'
import { contentHead, ContentView, loadContent } from '~/content/content-route'
import { documentQuery } from '~/content/queries'

/** A Spanish marketing landing page (spec 2.2: lp/{uid}). */
export const Route = createFileRoute('/es/lp/$uid')({
  loader: ({ context, params }) => loadContent(context.queryClient, documentQuery('marketing_landing_page', 'es', params.uid), 'es'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function SpanishLandingPage() {
    const { uid } = Route.useParams()
    return <ContentView query={documentQuery('marketing_landing_page', 'es', uid)} lang="es" />
  },
})
