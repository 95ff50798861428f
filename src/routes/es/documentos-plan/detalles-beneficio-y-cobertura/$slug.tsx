import { createFileRoute, notFound } from '@tanstack/react-router'
import { BenefitDetailsPage } from '~/features/plan-documents/benefit-details-page'
import { benefitDetailsHead, slugFromParam } from '~/features/plan-documents/list-head'
import { planDocumentsQuery } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/es/documentos-plan/detalles-beneficio-y-cobertura/$slug')({
  loader: async ({ context, params }) => {
    const slug = slugFromParam(params.slug, '-es')
    const plan = slug ? await context.queryClient.ensureQueryData(planDocumentsQuery(slug)) : null
    if (!slug || !plan) throw notFound()
    return { slug, name: plan.name }
  },
  head: ({ loaderData }) => benefitDetailsHead('es', loaderData?.name),
  component: function BenefitDetails() {
    return <BenefitDetailsPage lang="es" slug={Route.useLoaderData().slug} />
  },
})
