import { createFileRoute } from '@tanstack/react-router'
import { RequestCallPage } from '~/features/leads/request-call-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/es/solicitud-de-llamada/')({
  head: () => pageHead('es', 'leads'),
  component: () => <RequestCallPage lang="es" />,
})
