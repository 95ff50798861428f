import { createFileRoute } from '@tanstack/react-router'
import { EnrollPlanPage, enrollPlanHead, loadEnrollPlan } from '~/features/plan-finder/enroll-plan-page'

export const Route = createFileRoute('/enroll/$slug')({
  loader: ({ context, params }) => loadEnrollPlan(context.queryClient, params.slug),
  head: ({ loaderData }) => enrollPlanHead('en', loaderData),
  component: function EnrollPlan() {
    return <EnrollPlanPage lang="en" slug={Route.useParams().slug} />
  },
})
