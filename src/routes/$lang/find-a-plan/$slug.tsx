import { createFileRoute } from '@tanstack/react-router'
import { FeaturePage } from '~/content/feature-page'
import {
  CountyResults,
  countyDocumentQuery,
  loadCountyPage,
} from '~/features/plan-finder/county-page'
import { countyPageHead } from '~/features/plan-finder/plan-page-heads'
import { finderSearch } from '~/features/plan-finder/finder-search'

/** A county page (spec 2.2 plan_location): its plan table, then its plan_location document. */
export const Route = createFileRoute('/$lang/find-a-plan/$slug')({
  validateSearch: finderSearch,
  loaderDeps: ({ search }) => ({ year: search.year, view: search.view }),
  loader: ({ context, params, deps }) =>
    loadCountyPage(context.queryClient, params.lang, params.slug, deps),
  head: ({ loaderData, params }) => countyPageHead(params.lang, loaderData?.county),
  component: function County() {
    const { lang, slug } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        query={countyDocumentQuery(lang, slug)}
        featureHasHeading
        feature={{
          id: 'plan_results',
          element: <CountyResults lang={lang} slug={slug} search={Route.useSearch()} />,
        }}
      />
    )
  },
})
