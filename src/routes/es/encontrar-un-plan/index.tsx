import { createFileRoute } from '@tanstack/react-router'
import { finderSearchSchema, finderState } from '~/features/plan-finder/finder-search'
import { loadFinder } from '~/features/plan-finder/finder-loader'
import { PlanFinderPage } from '~/features/plan-finder/plan-finder-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/es/encontrar-un-plan/')({
  validateSearch: finderSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadFinder(context.queryClient, finderState(deps)),
  head: () => pageHead('es', 'planFinder'),
  component: function Finder() {
    return <PlanFinderPage lang="es" search={Route.useSearch()} />
  },
})
