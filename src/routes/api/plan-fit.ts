import { createFileRoute } from '@tanstack/react-router'
import { planFitApi, planFitGet } from '~/care/plan-fit.server'
import { getDb } from '~/server/db.server'
import { endpointRules } from '~/server/endpoint-rules.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

// The care list travels in a POST body only: drug names are health information, never in a URL.
export const Route = createFileRoute('/api/plan-fit')({
  server: {
    // Recomputed while a list is edited, read-only but costly: 600 an hour per address. A care
    // list of up to a few hundred drugs and providers: 64 KB of JSON.
    middleware: [
      endpointRules({
        rateLimit: perHour('planFit', 600),
        body: { types: ['json'], limit: 64 * KB },
      }),
    ],
    handlers: { POST: ({ request }) => planFitApi(request, getDb), GET: () => planFitGet() },
  },
})
