import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/server/db.server'
import { documentNotFound, handleErrors, pdf } from '~/server/http.server'
import { planDocumentPdf } from '~/plans/plans-documents.server'

// Plan documents (spec 3.3) generated from plan data on request: docs/decisions/0002.
export const Route = createFileRoute('/documents/plans/$')({
  server: {
    handlers: {
      GET: ({ request }) =>
        handleErrors('plan document', async () => {
          const pathname = new URL(request.url).pathname
          const bytes = await planDocumentPdf(pathname, await getDb())
          return bytes ? pdf(bytes, pathname.split('/').pop()!) : documentNotFound()
        }),
    },
  },
})
