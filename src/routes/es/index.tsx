import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/es/')({
  head: () => pageHead('es', 'home'),
  component: () => <HomePage lang="es" />,
})
