import type { Database } from '~/server/db.server'
import { handleErrors, INVALID_QUERY, json, parseSearchParams } from '~/server/http.server'
import { storeQuerySchema } from './store-query'
import { searchStores } from './stores.server'

/**
 * GET /api/stores?zip=&radius= : stores accepting the food-and-home card, nearest first, or
 * `served: false` for a ZIP outside the service area; 400 JSON for bad input.
 */
export function storesApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  return handleErrors('stores', async () => {
    const query = parseSearchParams(storeQuerySchema, request, INVALID_QUERY)
    if (!query.ok) return query.response
    return json(await searchStores(await db(), query.data), { maxAge: 300 })
  })
}
