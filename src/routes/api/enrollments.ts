import { createFileRoute } from '@tanstack/react-router'
import { handleEnrollmentPost } from '~/features/enrollment/enrollment-api.server'

/** Online enrollment submissions (spec 7.3); see handleEnrollmentPost for the contract. */
export const Route = createFileRoute('/api/enrollments')({
  server: { handlers: { POST: ({ request }) => handleEnrollmentPost(request) } },
})
