import type { Database } from '~/server/db.server'
import { langFromPath } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { formCookieFrom, isValidFormToken } from '~/server/csrf.server'
import { FORM_TOKEN_FIELD } from '~/server/form-token'
import { handleErrors, jsonError, readJson } from '~/server/http.server'
import { logger, safeError } from '~/server/logger.server'
import { idempotencyKeySchema, leadErrors, leadSchema } from './lead-schema'
import { createLead } from './leads.server'

const isForm = (request: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(request.headers.get('content-type') ?? '')

/**
 * POST /api/leads: a call request (spec 3.9), idempotent on retry.
 * JSON clients send the lead as JSON and an `Idempotency-Key` header: 201 `{ lead }` the first
 * time, 200 with `Idempotent-Replayed: true` for a retry, 409 for a key reused with other data,
 * 400 for bad input. A browser without JavaScript posts the form itself, urlencoded (the key and
 * the form token in hidden fields), and is sent on with 303 to the call-scheduled or
 * call-scheduled-error page of its language; a post without a valid form token stores nothing.
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
  if (!/^application\/x-www-form-urlencoded/.test(request.headers.get('content-type') ?? ''))
    return jsonError(415, 'unsupported_media_type', 'Send the form urlencoded or the lead as JSON.')
  const form = await request.formData().catch(() => null)
  if (!form) return jsonError(400, 'invalid_form', 'The form data could not be read.')
  const fields = Object.fromEntries(form)
  const lang = langFromPath(typeof fields.page === 'string' ? fields.page : '/')
  const go = (id: 'callScheduled' | 'callScheduledError') =>
    new Response(null, { status: 303, headers: { location: hrefFor(id, lang) } })
  // The form's signed double-submit token (decision 0012): without it nothing is stored.
  if (!isValidFormToken(fields[FORM_TOKEN_FIELD], formCookieFrom(request))) return go('callScheduledError')
  const key = idempotencyKeySchema.safeParse(fields.idempotencyKey)
  const lead = leadSchema.safeParse(fields)
  if (!key.success || !lead.success) return go('callScheduledError')
  try {
    const outcome = await createLead(await db(), lead.data, key.data)
    return go(outcome.status === 'conflict' ? 'callScheduledError' : 'callScheduled')
  } catch (error) {
    logger.error({ code: 'lead_failed', err: safeError(error) }, 'lead form post failed')
    return go('callScheduledError')
  }
}
