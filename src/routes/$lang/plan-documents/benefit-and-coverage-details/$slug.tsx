import { createFileRoute, notFound } from '@tanstack/react-router'
import { FeaturePage, loadFeaturePage } from '~/content/feature-page'
import {
  BenefitDetailsPage,
  benefitDetailsDocumentQuery,
} from '~/features/plan-documents/benefit-details-page'
import { benefitDetailsHead, slugFromParam } from '~/features/plan-documents/list-head'
import { planDocumentsQuery } from '~/features/plan-documents/plan-documents-queries'

/** One plan's benefit and coverage documents (spec 2.3): its facts, then the page template's slices. */
export const Route = createFileRoute('/$lang/plan-documents/benefit-and-coverage-details/$slug')({
  loader: async ({ context, params }) => {
    const slug = slugFromParam(params.slug, '')
    const [plan] = await Promise.all([
      slug ? context.queryClient.ensureQueryData(planDocumentsQuery(slug)) : null,
      loadFeaturePage(context.queryClient, benefitDetailsDocumentQuery(params.lang), params.lang),
    ])
    if (!slug || !plan) throw notFound()
    return { slug, name: plan.name }
  },
  head: ({ loaderData, params }) => benefitDetailsHead(params.lang, loaderData?.name),
  component: function BenefitDetails() {
    const { lang } = Route.useParams()
    const { slug } = Route.useLoaderData()
    return (
      <FeaturePage
        lang={lang}
        query={benefitDetailsDocumentQuery(lang)}
        featureHasHeading
        feature={{ id: 'benefit_details', element: <BenefitDetailsPage lang={lang} slug={slug} /> }}
      />
    )
  },
})
