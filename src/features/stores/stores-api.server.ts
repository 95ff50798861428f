import type { Database } from '~/server/db.server'
import { storeQuerySchema } from './store-query'
import { searchStores } from './stores.server'

/**
 * GET /api/stores?zip=&radius= : stores accepting the food-and-home card, nearest first, or
 * `served: false` for a ZIP outside the service area; 400 JSON for bad input.
 */
export async function storesApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  const parsed = storeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
    return Response.json({ error: { code: 'invalid_query', message: 'The search parameters are not valid.', fields } }, { status: 400 })
  }
  const answer = await searchStores(await db(), parsed.data)
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=300' } })
}
