import { createFileRoute } from '@tanstack/react-router'
import { exitPreviewResponse } from '~/content/preview.server'
import { endpointRules } from '~/server/endpoint-rules.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

/** The preview banner's 'Exit preview' form posts here. */
export const Route = createFileRoute('/preview/exit')({
  server: {
    // Editors: 120 an hour per address; the banner's urlencoded form, a few bytes.
    middleware: [
      endpointRules({
        rateLimit: perHour('previewExit', 120),
        body: { types: ['form'], limit: 16 * KB, optional: true },
      }),
    ],
    handlers: { POST: ({ request }) => exitPreviewResponse(request) },
  },
})
