import { createFileRoute } from '@tanstack/react-router'
import { planFitApi, planFitGet } from '~/care/plan-fit.server'
import { getDb } from '~/server/db.server'

// The care list travels in a POST body only: drug names are health information, never in a URL.
export const Route = createFileRoute('/api/plan-fit')({
  server: { handlers: { POST: ({ request }) => planFitApi(request, getDb), GET: () => planFitGet() } },
})
