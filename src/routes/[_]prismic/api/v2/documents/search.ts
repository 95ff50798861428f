import { createFileRoute } from '@tanstack/react-router'
import { embeddedApiResponse } from '~/content/client.server'

/** The embedded content repository's document search (the Content API v2 subset). */
export const Route = createFileRoute('/_prismic/api/v2/documents/search')({
  server: { handlers: { GET: ({ request }) => embeddedApiResponse(request) } },
})
