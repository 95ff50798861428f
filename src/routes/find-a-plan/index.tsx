import { createFileRoute } from '@tanstack/react-router'
import { PlanFinderPage } from '~/features/plan-finder/plan-finder-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/find-a-plan/')({
  head: () => pageHead('en', 'planFinder'),
  component: () => <PlanFinderPage lang="en" />,
})
