import type { Database } from '~/server/db.server'
import { handleErrors, jsonError, readJson } from '~/server/http.server'
import { emailSignupErrors, emailSignupSchema } from './email-signup-schema'
import { submitSignup } from './email-signups.server'

/**
 * POST /api/email-signups: a health-tips signup (spec 3.10). 201 `{ ok: true }` once it is with
 * the marketing service or stored; 400 for bad input; 502 when the marketing service fails.
 */
export function emailSignupsApi(
  request: Request,
  options: { marketingUrl: string | undefined; db: () => Promise<Database> },
): Promise<Response> {
  return handleErrors('email signup', async () => {
    const body = await readJson(request)
    if (!body.ok) return body.response
    const signup = emailSignupSchema.safeParse(body.data)
    if (!signup.success) {
      return jsonError(400, 'invalid_signup', 'Some fields are missing or not valid.', {
        fields: emailSignupErrors(signup.error),
      })
    }
    const outcome = await submitSignup(signup.data, options)
    if (!outcome.ok)
      return jsonError(
        502,
        'marketing_unavailable',
        'The signup service did not answer. Please try again.',
      )
    return Response.json({ ok: true }, { status: 201 })
  })
}
