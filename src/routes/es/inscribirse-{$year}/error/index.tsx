import { createFileRoute } from '@tanstack/react-router'
import { enrollmentHead } from '~/features/enrollment/enrollment-queries'
import { planYearOrNotFound } from '~/features/enrollment/enrollment-route'
import { FailurePage } from '~/features/enrollment/result-pages'

export const Route = createFileRoute('/es/inscribirse-{$year}/error/')({
  beforeLoad: ({ params }) => void planYearOrNotFound(params.year),
  head: ({ params }) => enrollmentHead('es', params.year, 'failure'),
  component: Page,
})

function Page() {
  return <FailurePage lang="es" year={planYearOrNotFound(Route.useParams().year)} />
}
