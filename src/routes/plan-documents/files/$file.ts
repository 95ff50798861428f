import { createFileRoute } from '@tanstack/react-router'
import { listPdf } from '~/features/plan-documents/list-pdf.server'
import { getDb } from '~/server/db.server'

// The yearly lists (prior authorization, referrals, DME) and the printed provider and pharmacy
// directory per state, as PDFs generated on first request.
export const Route = createFileRoute('/plan-documents/files/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const pdf = await listPdf(await getDb(), params.file)
        if (!pdf) return new Response('Document not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return new Response(pdf as Uint8Array<ArrayBuffer>, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${params.file}"`, 'cache-control': 'public, max-age=86400' },
        })
      },
    },
  },
})
