import { createFileRoute } from '@tanstack/react-router'
import { enrollmentHead } from '~/features/enrollment/enrollment-queries'
import { ConfirmationPage } from '~/features/enrollment/result-pages'

// The generic enrollment result page (spec 2.3), for applications not tied to a plan year's form.
export const Route = createFileRoute('/enroll/confirmation/')({
  head: () => enrollmentHead('en', '2026', 'confirmation'),
  component: () => <ConfirmationPage lang="en" />,
})
