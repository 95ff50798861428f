import { createFileRoute } from '@tanstack/react-router'
import { CountyPage, countyPageHead, loadCountyPage } from '~/features/plan-finder/county-page'
import { finderSearchSchema } from '~/features/plan-finder/finder-search'

export const Route = createFileRoute('/find-a-plan/$slug')({
  validateSearch: finderSearchSchema,
  loaderDeps: ({ search }) => ({ year: search.year, view: search.view }),
  loader: ({ context, params, deps }) => loadCountyPage(context.queryClient, 'en', params.slug, deps),
  head: ({ loaderData }) => countyPageHead('en', loaderData?.county),
  component: function County() {
    return <CountyPage lang="en" slug={Route.useParams().slug} search={Route.useSearch()} />
  },
})
