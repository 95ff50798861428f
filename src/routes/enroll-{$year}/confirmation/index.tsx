import { createFileRoute } from '@tanstack/react-router'
import { enrollmentHead } from '~/features/enrollment/enrollment-queries'
import { planYearOrNotFound } from '~/features/enrollment/enrollment-route'
import { ConfirmationPage } from '~/features/enrollment/result-pages'

export const Route = createFileRoute('/enroll-{$year}/confirmation/')({
  beforeLoad: ({ params }) => void planYearOrNotFound(params.year),
  head: ({ params }) => enrollmentHead('en', params.year, 'confirmation'),
  component: () => <ConfirmationPage lang="en" />,
})
