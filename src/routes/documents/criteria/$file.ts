import { createFileRoute } from '@tanstack/react-router'
import { criteriaPdf } from '~/features/formulary/criteria-pdf.server'
import { getDb } from '~/server/db.server'

const notFound = () => new Response('Document not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

// Prior authorization and step therapy criteria per formulary key and language (spec 9.3):
// /documents/criteria/{key}-{en|es}.pdf, generated from the formulary data on first request.
export const Route = createFileRoute('/documents/criteria/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const found = /^([a-z0-9_]{4,20})-(en|es)\.pdf$/.exec(params.file)
        if (!found) return notFound()
        const pdf = await criteriaPdf(await getDb(), found[1]!, found[2] as 'en' | 'es')
        if (!pdf) return notFound()
        return new Response(pdf as Uint8Array<ArrayBuffer>, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${params.file}"`,
            'cache-control': 'public, max-age=86400',
          },
        })
      },
    },
  },
})
