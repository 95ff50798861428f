import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { FinderFlow } from '~/features/plan-finder/finder-flow'
import { finderState } from '~/features/plan-finder/finder-search'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/es/')({
  head: () => pageHead('es', 'home'),
  component: () => <HomePage lang="es" finder={<FinderFlow lang="es" state={finderState({})} place="home" />} />,
})
