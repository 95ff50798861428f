import { createFileRoute } from '@tanstack/react-router'
import { PlanFinderPage } from '~/features/plan-finder/plan-finder-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/es/encontrar-un-plan/')({
  head: () => pageHead('es', 'planFinder'),
  component: () => <PlanFinderPage lang="es" />,
})
