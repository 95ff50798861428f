import { createFileRoute } from '@tanstack/react-router'
import { enrollmentHead } from '~/features/enrollment/enrollment-queries'
import { FailurePage } from '~/features/enrollment/result-pages'

// The generic enrollment result page (spec 2.3), for applications not tied to a plan year's form.
export const Route = createFileRoute('/enroll/error/')({
  head: () => enrollmentHead('en', '2026', 'failure'),
  component: () => <FailurePage lang="en" year={null} />,
})
