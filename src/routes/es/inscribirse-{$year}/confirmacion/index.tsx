import { createFileRoute } from '@tanstack/react-router'
import { enrollmentHead } from '~/features/enrollment/enrollment-queries'
import { planYearOrNotFound } from '~/features/enrollment/enrollment-route'
import { ConfirmationPage } from '~/features/enrollment/result-pages'

export const Route = createFileRoute('/es/inscribirse-{$year}/confirmacion/')({
  beforeLoad: ({ params }) => void planYearOrNotFound(params.year),
  head: ({ params }) => enrollmentHead('es', params.year, 'confirmation'),
  component: () => <ConfirmationPage lang="es" />,
})
