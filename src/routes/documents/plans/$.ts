import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/server/db.server'
import { planDocumentPdf } from '~/plans/plans-documents.server'

// Plan documents (spec 3.3) generated from plan data on request: docs/decisions/0002.
export const Route = createFileRoute('/documents/plans/$')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const pathname = new URL(request.url).pathname
        const pdf = await planDocumentPdf(pathname, await getDb())
        if (!pdf) return new Response('Document not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return new Response(pdf as Uint8Array<ArrayBuffer>, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${pathname.split('/').pop()}"`,
            'cache-control': 'public, max-age=86400',
          },
        })
      },
    },
  },
})
