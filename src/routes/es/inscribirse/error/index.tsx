import { createFileRoute } from '@tanstack/react-router'
import { enrollmentHead } from '~/features/enrollment/enrollment-queries'
import { FailurePage } from '~/features/enrollment/result-pages'

// The generic enrollment result page (spec 2.3), for applications not tied to a plan year's form.
export const Route = createFileRoute('/es/inscribirse/error/')({
  head: () => enrollmentHead('es', '2026', 'failure'),
  component: () => <FailurePage lang="es" year={null} />,
})
