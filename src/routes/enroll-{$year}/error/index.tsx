import { createFileRoute } from '@tanstack/react-router'
import { enrollmentHead } from '~/features/enrollment/enrollment-queries'
import { planYearOrNotFound } from '~/features/enrollment/enrollment-route'
import { FailurePage } from '~/features/enrollment/result-pages'

export const Route = createFileRoute('/enroll-{$year}/error/')({
  beforeLoad: ({ params }) => void planYearOrNotFound(params.year),
  head: ({ params }) => enrollmentHead('en', params.year, 'failure'),
  component: Page,
})

function Page() {
  return <FailurePage lang="en" year={planYearOrNotFound(Route.useParams().year)} />
}
