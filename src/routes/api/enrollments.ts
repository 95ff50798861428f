import { createFileRoute } from '@tanstack/react-router'
import { handleEnrollmentPost } from '~/features/enrollment/enrollment-api.server'
import { endpointRules } from '~/server/endpoint-rules.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

/** Online enrollment submissions (spec 7.3); see handleEnrollmentPost for the contract. */
export const Route = createFileRoute('/api/enrollments')({
  server: {
    // A family enrolls two; a broker's office a handful, with retries: 30 an hour per address.
    // An application is about 4 KB of JSON: 64 KB leaves room and refuses abuse.
    middleware: [
      endpointRules({
        rateLimit: perHour('enrollment', 30),
        body: { types: ['json'], limit: 64 * KB },
      }),
    ],
    handlers: { POST: ({ request }) => handleEnrollmentPost(request) },
  },
})
