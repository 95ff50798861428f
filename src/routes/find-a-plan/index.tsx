import { createFileRoute } from '@tanstack/react-router'
import { finderSearchSchema, finderState } from '~/features/plan-finder/finder-search'
import { loadFinder } from '~/features/plan-finder/finder-loader'
import { PlanFinderPage } from '~/features/plan-finder/plan-finder-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/find-a-plan/')({
  validateSearch: finderSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadFinder(context.queryClient, finderState(deps)),
  head: () => pageHead('en', 'planFinder'),
  component: function Finder() {
    return <PlanFinderPage lang="en" search={Route.useSearch()} />
  },
})
