import { createFileRoute } from '@tanstack/react-router'
import { exitPreviewResponse } from '~/content/preview.server'

/** The preview banner's 'Exit preview' form posts here. */
export const Route = createFileRoute('/preview/exit')({
  server: { handlers: { POST: ({ request }) => exitPreviewResponse(request) } },
})
