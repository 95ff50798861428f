import type { z } from 'zod'
import type { Database } from '~/server/db.server'
import { providerQuerySchema } from './provider-query'
import { searchProviders } from './providers.server'

const jsonError = (status: number, code: string, message: string, extra: object = {}) =>
  Response.json({ error: { code, message, ...extra } }, { status })

/** Each bad query parameter with its problem, for a 400 answer. */
export function invalidFields(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'query', issue.message]))
}

/**
 * GET /api/providers?zip=&radius=&category=&q=&specialty=&group=&language=&gender=&accepting=
 * &medicaid=&online=&freeStanding=&planType=&state=&year=&page=
 * 200 with results nearest first (or `served: false` for a ZIP outside the service area);
 * 400 JSON for bad input.
 */
export async function providersApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = providerQuerySchema.safeParse(params)
  if (!parsed.success) {
    return jsonError(400, 'invalid_query', 'The search parameters are not valid.', { fields: invalidFields(parsed.error) })
  }
  const answer = await searchProviders(await db(), parsed.data)
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=300' } })
}
