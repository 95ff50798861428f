import { createFileRoute } from '@tanstack/react-router'
import { fhirApi } from '~/fhir/fhir-api.server'
import { config } from '~/server/config.server'
import { getDb } from '~/server/db.server'

const handle = ({ request }: { request: Request }) =>
  fhirApi(request, getDb, `${config().SITE_URL.replace(/\/$/, '')}/fhir`)

export const Route = createFileRoute('/fhir/$')({
  server: { handlers: { GET: handle, ANY: handle } },
})
