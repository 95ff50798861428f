import { createFileRoute } from '@tanstack/react-router'
import { providersApi } from '~/features/providers/providers-api.server'
import { getDb } from '~/server/db.server'

export const Route = createFileRoute('/api/providers')({
  server: { handlers: { GET: ({ request }) => providersApi(request, getDb) } },
})
