import { createFileRoute } from '@tanstack/react-router'
import { criteriaPdf } from '~/plans/criteria-pdf.server'
import { getDb } from '~/server/db.server'
import { documentNotFound, handleErrors, pdf } from '~/server/http.server'

// Prior authorization and step therapy criteria per formulary key and language (spec 9.3):
// /documents/criteria/{key}-{en|es}.pdf, generated from the formulary data on first request.
export const Route = createFileRoute('/documents/criteria/$file')({
  server: {
    handlers: {
      GET: ({ params }) =>
        handleErrors('criteria document', async () => {
          const found = /^([a-z0-9_]{4,20})-(en|es)\.pdf$/.exec(params.file)
          const bytes = found
            ? await criteriaPdf(await getDb(), found[1]!, found[2] as 'en' | 'es')
            : null
          return bytes ? pdf(bytes, params.file) : documentNotFound()
        }),
    },
  },
})
