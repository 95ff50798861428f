import { createFileRoute } from '@tanstack/react-router'
import { contentHead, ContentView, loadContent } from '~/content/content-route'
import { documentQuery } from '~/content/queries'

/** A marketing landing page (spec 2.2: lp/{uid}). */
export const Route = createFileRoute('/lp/$uid')({
  loader: ({ context, params }) => loadContent(context.queryClient, documentQuery('marketing_landing_page', 'en', params.uid), 'en'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function EnglishLandingPage() {
    const { uid } = Route.useParams()
    return <ContentView query={documentQuery('marketing_landing_page', 'en', uid)} lang="en" />
  },
})
