import { createFileRoute } from '@tanstack/react-router'
import { emailSignupsApi } from '~/features/email-signup/email-signups-api.server'
import { config } from '~/server/config.server'
import { getDb } from '~/server/db.server'
import { endpointRules } from '~/server/endpoint-rules.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

export const Route = createFileRoute('/api/email-signups')({
  server: {
    // One signup per person; an office with several people: 20 an hour per address, a few hundred bytes of JSON.
    middleware: [
      endpointRules({
        rateLimit: perHour('signup', 20),
        body: { types: ['json'], limit: 16 * KB },
      }),
    ],
    handlers: {
      POST: ({ request }) =>
        emailSignupsApi(request, { marketingUrl: config().MARKETING_SIGNUP_URL, db: getDb }),
    },
  },
})
