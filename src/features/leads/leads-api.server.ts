import type { Database } from '~/server/db.server'
import { langFromPath, type Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { handleErrors, jsonError, readJson } from '~/server/http.server'
import { idempotencyKeySchema, leadErrors, leadSchema } from './lead-schema'
import { createLead } from './leads.server'

const isForm = (request: Request) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(
    request.headers.get('content-type') ?? '',
  )

/**
 * POST /api/leads: a call request (spec 3.9), idempotent on retry.
 * JSON clients send the lead as JSON and an `Idempotency-Key` header: 201 `{ lead }` the first
 * time, 200 with `Idempotent-Replayed: true` for a retry, 409 for a key reused with other data,
 * 400 for bad input. The form without JavaScript posts to the request-call page instead
 * (lead-form-post.server.ts); an urlencoded post here is sent there.
 */
export function leadsApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  if (isForm(request)) return formPost(request)
  return handleErrors('lead', async () => {
    const key = idempotencyKeySchema.safeParse(request.headers.get('idempotency-key') ?? '')
    if (!key.success)
      return jsonError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header of 8 to 200 letters, digits or -_.:',
      )
    const body = await readJson(request)
    if (!body.ok) return body.response
    const lead = leadSchema.safeParse(body.data)
    if (!lead.success)
      return jsonError(400, 'invalid_lead', 'Some fields are missing or not valid.', {
        fields: leadErrors(lead.error),
      })
    const outcome = await createLead(await db(), lead.data, key.data)
    if (outcome.status === 'conflict') {
      return jsonError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request.',
      )
    }
    const created = outcome.status === 'created'
    return Response.json(
      { lead: outcome.lead },
      { status: created ? 201 : 200, headers: created ? {} : { 'idempotent-replayed': 'true' } },
    )
  })
}

/**
 * A urlencoded post here (a page from before decision 0024 still open in a tab): the form now posts to
 * the request-call page, whose handler stores it or shows its problems. 307 keeps the method and
 * the body, so the browser sends the same form there.
 */
async function formPost(request: Request): Promise<Response> {
  if (!/^application\/x-www-form-urlencoded/.test(request.headers.get('content-type') ?? ''))
    return jsonError(415, 'unsupported_media_type', 'Send the form urlencoded or the lead as JSON.')
  // That form named its page in a hidden field: the request-call page of the same language.
  const page = (await request.formData().catch(() => null))?.get('page')
  const lang: Lang = langFromPath(typeof page === 'string' ? page : '/')
  return new Response(null, { status: 307, headers: { location: hrefFor('callRequest', lang) } })
}
