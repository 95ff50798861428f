import { createFileRoute, notFound } from '@tanstack/react-router'
import { listHead, listYear } from '~/features/plan-documents/list-head'
import { ListPage } from '~/features/plan-documents/list-page'

export const Route = createFileRoute('/plan-documents/{$year}-prior-authorization-list/')({
  loader: ({ params }) => {
    const year = listYear(params.year)
    if (!year) throw notFound()
    return { year }
  },
  head: ({ loaderData }) => listHead('en', 'priorAuthorization', loaderData?.year),
  component: function List() {
    return <ListPage lang="en" kind="priorAuthorization" year={Route.useLoaderData().year} />
  },
})
