import { createFileRoute } from '@tanstack/react-router'
import { ProviderSearchPage } from '~/features/providers/provider-search-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/es/buscar-proveedores/')({
  head: () => pageHead('es', 'providers'),
  component: ProviderSearchPage,
})
