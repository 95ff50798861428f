import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { storeQuerySchema, STORE_RADII, type StoreQuery } from './store-query'
import { getStores } from './stores.functions'

export const storesQueryOptions = (query: StoreQuery) =>
  queryOptions({ queryKey: ['stores', query.zip, query.radius, query.page], queryFn: () => getStores({ data: query }) })

/**
 * The page's search params (STYLE 4). The router parses query values as JSON, so 77002 arrives
 * as a number and 01234 as a string; both are accepted and read through `storeQueryFrom`.
 */
export const storeSearchSchema = z.object({
  zip: z.union([z.number().int().nonnegative(), z.string().trim().max(10)]).optional().catch(undefined),
  radius: z.number().int().optional().catch(undefined),
  page: z.number().int().optional().catch(undefined),
})
export type StoreSearch = z.infer<typeof storeSearchSchema>

/** The query a page URL asks for: null without a ZIP, 'invalid' for a ZIP that is not 5 digits. */
export function storeQueryFrom(search: StoreSearch): StoreQuery | 'invalid' | null {
  if (search.zip === undefined || search.zip === '') return null
  const zip = typeof search.zip === 'number' ? String(search.zip).padStart(5, '0') : search.zip
  const radius = (STORE_RADII as readonly number[]).includes(search.radius ?? 0) ? search.radius : 10
  const page = search.page && search.page >= 1 ? Math.min(search.page, 1000) : 1
  const parsed = storeQuerySchema.safeParse({ zip, radius, page })
  return parsed.success ? parsed.data : 'invalid'
}
