import { createFileRoute, notFound } from '@tanstack/react-router'
import { listHead, listYear } from '~/features/plan-documents/list-head'
import { ListPage } from '~/features/plan-documents/list-page'

export const Route = createFileRoute('/plan-documents/{$year}-referral-list/')({
  loader: ({ params }) => {
    const year = listYear(params.year)
    if (!year) throw notFound()
    return { year }
  },
  head: ({ loaderData }) => listHead('en', 'referrals', loaderData?.year),
  component: function List() {
    return <ListPage lang="en" kind="referrals" year={Route.useLoaderData().year} />
  },
})
