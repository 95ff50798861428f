import { createFileRoute } from '@tanstack/react-router'
import { RequestCallPage } from '~/features/leads/request-call-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/request-call/')({
  head: () => pageHead('en', 'leads'),
  component: () => <RequestCallPage lang="en" />,
})
