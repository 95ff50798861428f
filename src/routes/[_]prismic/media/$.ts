import { createFileRoute } from '@tanstack/react-router'
import { embeddedMediaResponse } from '~/content/client.server'

/** The embedded content repository's media library: the files and images content links (decision 0019). */
export const Route = createFileRoute('/_prismic/media/$')({
  server: {
    handlers: {
      GET: ({ request }) => embeddedMediaResponse(request),
      HEAD: ({ request }) => embeddedMediaResponse(request),
    },
  },
})
