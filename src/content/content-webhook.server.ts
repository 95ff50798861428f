import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { jsonError } from '~/server/http.server'
import { announceContentChange } from './content-version.server'

// Prismic's webhook body (its `WebhookBody`: `api-update` on a publish, `test-trigger` from the
// settings page); only the shared secret decides.
const payload = z.object({ type: z.string().max(64).optional(), secret: z.string().max(512) })

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * POST /api/content-webhook: Prismic's publish webhook (its JSON body carries the shared secret).
 * A valid call makes the next request read the new master ref and render pages afresh, instead of
 * waiting the few seconds the client keeps the repository, on this server and (through the
 * database, content-broadcast.server.ts) on every server of the cluster. Off (404) without
 * PRISMIC_WEBHOOK_SECRET.
 */
export async function contentWebhook(
  request: Request,
  expected: string | undefined,
): Promise<Response> {
  if (!expected) return jsonError(404, 'not_found', 'There is no content webhook on this server.')
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return jsonError(400, 'invalid_json', 'The body is not JSON.')
  }
  const parsed = payload.safeParse(body)
  if (!parsed.success || !sameSecret(parsed.data.secret, expected)) {
    return jsonError(401, 'invalid_secret', 'The webhook secret does not match.')
  }
  await announceContentChange()
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } })
}
