import { queryOptions } from '@tanstack/react-query'
import type { StoreSearch } from './store-search'
import { storeQuerySchema, STORE_RADII, type StoreQuery } from './store-query'

// The server function loads on the query's first fetch, not with the page (decision 0015).
export const storesQueryOptions = (query: StoreQuery) =>
  queryOptions({
    queryKey: ['stores', query.zip, query.radius, query.page],
    queryFn: async () => (await import('./stores.functions')).getStores({ data: query }),
  })

/** The query a page URL asks for: null without a ZIP, 'invalid' for a ZIP that is not 5 digits. */
export function storeQueryFrom(search: StoreSearch): StoreQuery | 'invalid' | null {
  if (search.zip === undefined || search.zip === '') return null
  const zip = typeof search.zip === 'number' ? String(search.zip).padStart(5, '0') : search.zip
  const radius = (STORE_RADII as readonly number[]).includes(search.radius ?? 0)
    ? search.radius
    : 10
  const page = search.page && search.page >= 1 ? Math.min(search.page, 1000) : 1
  const parsed = storeQuerySchema.safeParse({ zip, radius, page })
  return parsed.success ? parsed.data : 'invalid'
}
