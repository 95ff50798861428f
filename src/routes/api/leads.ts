import { createFileRoute } from '@tanstack/react-router'
import { leadsApi } from '~/features/leads/leads-api.server'
import { getDb } from '~/server/db.server'
import { endpointRules } from '~/server/endpoint-rules.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

export const Route = createFileRoute('/api/leads')({
  server: {
    // One call request per person; an office with several people: 20 an hour per address. JSON,
    // or the no-JavaScript form's urlencoded post (multipart is refused); a few hundred bytes.
    middleware: [
      endpointRules({
        rateLimit: perHour('lead', 20),
        body: { types: ['json', 'form'], limit: 16 * KB },
      }),
    ],
    handlers: { POST: ({ request }) => leadsApi(request, getDb) },
  },
})
