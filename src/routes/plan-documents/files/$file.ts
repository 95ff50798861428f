import { createFileRoute } from '@tanstack/react-router'
import { listPdf } from '~/features/plan-documents/list-pdf.server'
import { getDb } from '~/server/db.server'
import { documentNotFound, handleErrors, pdf } from '~/server/http.server'

// The yearly lists (prior authorization, referrals, DME) and the printed provider and pharmacy
// directory per state, as PDFs generated on first request.
export const Route = createFileRoute('/plan-documents/files/$file')({
  server: {
    handlers: {
      GET: ({ params }) =>
        handleErrors('plan documents file', async () => {
          const bytes = await listPdf(await getDb(), params.file)
          return bytes ? pdf(bytes, params.file) : documentNotFound()
        }),
    },
  },
})
