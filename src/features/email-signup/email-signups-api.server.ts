import type { Database } from '~/server/db.server'
import { emailSignupErrors, emailSignupSchema } from './email-signup-schema'
import { submitSignup } from './email-signups.server'

const jsonError = (status: number, code: string, message: string, extra: object = {}) =>
  Response.json({ error: { code, message, ...extra } }, { status })

/**
 * POST /api/email-signups: a health-tips signup (spec 3.10). 201 `{ ok: true }` once it is with
 * the marketing service or stored; 400 for bad input; 502 when the marketing service fails.
 */
export async function emailSignupsApi(
  request: Request,
  options: { marketingUrl: string | undefined; db: () => Promise<Database> },
): Promise<Response> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return jsonError(400, 'invalid_json', 'The request body must be JSON.')
  }
  const signup = emailSignupSchema.safeParse(body)
  if (!signup.success) {
    return jsonError(400, 'invalid_signup', 'Some fields are missing or not valid.', { fields: emailSignupErrors(signup.error) })
  }
  const outcome = await submitSignup(signup.data, options)
  if (!outcome.ok) return jsonError(502, 'marketing_unavailable', 'The signup service did not answer. Please try again.')
  return Response.json({ ok: true }, { status: 201 })
}
