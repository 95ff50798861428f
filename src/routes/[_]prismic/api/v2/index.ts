import { createFileRoute } from '@tanstack/react-router'
import { embeddedApiResponse } from '~/content/client.server'

/** The embedded content repository's API entry: refs, languages, types (decision 0001). */
export const Route = createFileRoute('/_prismic/api/v2/')({
  server: { handlers: { GET: ({ request }) => embeddedApiResponse(request) } },
})
