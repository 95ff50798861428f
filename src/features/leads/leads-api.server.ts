import type { Database } from '~/server/db.server'
import { langFromPath } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { handleErrors, jsonError, readJson } from '~/server/http'
import { idempotencyKeySchema, leadErrors, leadSchema } from './lead-schema'
import { createLead } from './leads.server'

const isForm = (request: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(request.headers.get('content-type') ?? '')

/**
 * POST /api/leads: a call request (spec 3.9), idempotent on retry.
 * JSON clients send the lead as JSON and an `Idempotency-Key` header: 201 `{ lead }` the first
 * time, 200 with `Idempotent-Replayed: true` for a retry, 409 for a key reused with other data,
 * 400 for bad input. A browser without JavaScript posts the form itself (the key in a hidden
 * field) and is sent on with 303 to the call-scheduled or call-scheduled-error page of its language.
 */
export function leadsApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  if (isForm(request)) return formPost(request, db)
  return handleErrors('lead', async () => {
    const key = idempotencyKeySchema.safeParse(request.headers.get('idempotency-key') ?? '')
    if (!key.success) return jsonError(400, 'idempotency_key_required', 'Send an Idempotency-Key header of 8 to 200 letters, digits or -_.:')
    const body = await readJson(request)
    if (!body.ok) return body.response
    const lead = leadSchema.safeParse(body.data)
    if (!lead.success) return jsonError(400, 'invalid_lead', 'Some fields are missing or not valid.', { fields: leadErrors(lead.error) })
    const outcome = await createLead(await db(), lead.data, key.data)
    if (outcome.status === 'conflict') {
      return jsonError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.')
    }
    const created = outcome.status === 'created'
    return Response.json(
      { lead: outcome.lead },
      { status: created ? 201 : 200, headers: created ? {} : { 'idempotent-replayed': 'true' } },
    )
  })
}

async function formPost(request: Request, db: () => Promise<Database>): Promise<Response> {
  const fields = Object.fromEntries(await request.formData())
  const lang = langFromPath(typeof fields.page === 'string' ? fields.page : '/')
  const go = (id: 'callScheduled' | 'callScheduledError') =>
    new Response(null, { status: 303, headers: { location: hrefFor(id, lang) } })
  const key = idempotencyKeySchema.safeParse(fields.idempotencyKey)
  const lead = leadSchema.safeParse(fields)
  if (!key.success || !lead.success) return go('callScheduledError')
  try {
    const outcome = await createLead(await db(), lead.data, key.data)
    return go(outcome.status === 'conflict' ? 'callScheduledError' : 'callScheduled')
  } catch {
    return go('callScheduledError')
  }
}
