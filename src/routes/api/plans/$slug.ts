import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/server/db.server'
import { planApi } from '~/plans/plans-api.server'

export const Route = createFileRoute('/api/plans/$slug')({
  server: { handlers: { GET: ({ params }) => planApi(params.slug, getDb) } },
})
