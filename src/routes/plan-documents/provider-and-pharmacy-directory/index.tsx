import { createFileRoute } from '@tanstack/react-router'
import { listHead } from '~/features/plan-documents/list-head'
import { DirectoryPage } from '~/features/plan-documents/list-page'
import { servedStatesQuery } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/plan-documents/provider-and-pharmacy-directory/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(servedStatesQuery()),
  head: () => listHead('en', 'directory'),
  component: () => <DirectoryPage lang="en" />,
})
