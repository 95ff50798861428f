import { createFileRoute, notFound } from '@tanstack/react-router'
import { BenefitDetailsPage } from '~/features/plan-documents/benefit-details-page'
import { benefitDetailsHead, slugFromParam } from '~/features/plan-documents/list-head'
import { planDocumentsQuery } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/plan-documents/benefit-and-coverage-details/$slug')({
  loader: async ({ context, params }) => {
    const slug = slugFromParam(params.slug, '')
    const plan = slug ? await context.queryClient.ensureQueryData(planDocumentsQuery(slug)) : null
    if (!slug || !plan) throw notFound()
    return { slug, name: plan.name }
  },
  head: ({ loaderData }) => benefitDetailsHead('en', loaderData?.name),
  component: function BenefitDetails() {
    return <BenefitDetailsPage lang="en" slug={Route.useLoaderData().slug} />
  },
})
