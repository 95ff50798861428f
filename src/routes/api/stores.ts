import { createFileRoute } from '@tanstack/react-router'
import { storesApi } from '~/features/stores/stores-api.server'
import { getDb } from '~/server/db.server'

export const Route = createFileRoute('/api/stores')({
  server: { handlers: { GET: ({ request }) => storesApi(request, getDb) } },
})
