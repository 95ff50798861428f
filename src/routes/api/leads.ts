import { createFileRoute } from '@tanstack/react-router'
import { leadsApi } from '~/features/leads/leads-api.server'
import { getDb } from '~/server/db.server'

export const Route = createFileRoute('/api/leads')({
  server: { handlers: { POST: ({ request }) => leadsApi(request, getDb) } },
})
