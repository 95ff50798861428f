import { createFileRoute } from '@tanstack/react-router'
import { EnrollmentPage } from '~/features/enrollment/enrollment-page'
import { enrollmentHead, enrollSearchSchema } from '~/features/enrollment/enrollment-queries'
import { loadEnrollment, planYearOrNotFound } from '~/features/enrollment/enrollment-route'

export const Route = createFileRoute('/enroll-{$year}/')({
  validateSearch: enrollSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadEnrollment(context.queryClient, params.year, deps),
  head: ({ params }) => enrollmentHead('en', params.year),
  component: Page,
})

function Page() {
  const { year } = Route.useParams()
  return <EnrollmentPage lang="en" year={planYearOrNotFound(year)} search={Route.useSearch()} />
}
