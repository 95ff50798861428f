import { createFileRoute } from '@tanstack/react-router'
import { EnrollPlanPage, enrollPlanHead, loadEnrollPlan } from '~/features/plan-finder/enroll-plan-page'

export const Route = createFileRoute('/es/inscribirse/$slug')({
  loader: ({ context, params }) => loadEnrollPlan(context.queryClient, params.slug),
  head: ({ loaderData }) => enrollPlanHead('es', loaderData),
  component: function EnrollPlan() {
    return <EnrollPlanPage lang="es" slug={Route.useParams().slug} />
  },
})
