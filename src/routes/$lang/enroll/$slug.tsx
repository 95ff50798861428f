import { createFileRoute } from '@tanstack/react-router'
import { FeaturePage } from '~/content/feature-page'
import {
  EnrollPlanPage,
  loadEnrollPlan,
  planDocumentQuery,
} from '~/features/plan-finder/enroll-plan-page'
import { enrollPlanHead } from '~/features/plan-finder/plan-page-heads'
import { planPageSearch } from '~/features/plan-finder/finder-search'

/** The enroll template page of a plan (spec 2.2 plan, 2.4): the plan's facts, then its plan document. */
export const Route = createFileRoute('/$lang/enroll/$slug')({
  validateSearch: planPageSearch,
  loader: ({ context, params }) => loadEnrollPlan(context.queryClient, params.lang, params.slug),
  head: ({ loaderData, params }) => enrollPlanHead(params.lang, loaderData),
  component: function EnrollPlan() {
    const { lang, slug } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        query={planDocumentQuery(lang, slug)}
        featureHasHeading
        feature={{
          id: 'plan_enroll',
          element: <EnrollPlanPage lang={lang} slug={slug} search={Route.useSearch()} />,
        }}
      />
    )
  },
})
