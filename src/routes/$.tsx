import { createFileRoute } from '@tanstack/react-router'
import { contentHead, ContentView, loadContent } from '~/content/content-route'
import { pageQuery } from '~/content/queries'
import { normalizePath } from '~/content/routes'

/** Every other English path: a `page` document found through the page path map, or a 404. */
export const Route = createFileRoute('/$')({
  loader: ({ context, params }) => loadContent(context.queryClient, pageQuery('en', normalizePath(params._splat ?? '')), 'en'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function EnglishPage() {
    const { _splat } = Route.useParams()
    return <ContentView query={pageQuery('en', normalizePath(_splat ?? ''))} lang="en" />
  },
})
