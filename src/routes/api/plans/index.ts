import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/server/db.server'
import { plansApi } from '~/plans/plans-api.server'

// An unknown county FIPS code is a 404; a known but unserved county answers { plans: [] }.
export const Route = createFileRoute('/api/plans/')({
  server: { handlers: { GET: ({ request }) => plansApi(request, getDb) } },
})
