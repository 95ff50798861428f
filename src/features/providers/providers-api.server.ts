import type { Database } from '~/server/db.server'
import { handleErrors, INVALID_QUERY, json, parseSearchParams } from '~/server/http.server'
import { providerQuerySchema } from './provider-query'
import { searchProviders } from './providers.server'

/**
 * GET /api/providers?zip=&radius=&category=&q=&specialty=&group=&language=&gender=&accepting=
 * &medicaid=&online=&freeStanding=&planType=&state=&year=&page=
 * 200 with results nearest first (or `served: false` for a ZIP outside the service area);
 * 400 JSON for bad input.
 */
export function providersApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  return handleErrors('providers', async () => {
    const query = parseSearchParams(providerQuerySchema(), request, INVALID_QUERY)
    if (!query.ok) return query.response
    return json(await searchProviders(await db(), query.data), { maxAge: 300 })
  })
}
