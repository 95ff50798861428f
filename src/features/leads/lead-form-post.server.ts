import type { Database } from '~/server/db.server'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { hasValidFormToken, type FormPageAnswer } from '~/server/form-page-post.server'
import { logger, safeError } from '~/server/logger.server'
import { formValues } from '~/ui/form-post'
import { idempotencyKeySchema, LEAD_FIELDS, leadErrors, leadSchema } from './lead-schema'
import { createLead } from './leads.server'

/** The fields the form posts besides the lead's own. */
const FORM_FIELDS = [...LEAD_FIELDS, 'source', 'idempotencyKey'] as const

/**
 * The call request form as a browser without JavaScript posts it to the request-call page
 * (decision 0024). Stored (or a retry of the same request, by its idempotency key): 303 to the
 * call-scheduled page of the language; the same key with other answers or a failure to store:
 * 303 to the call-scheduled-error page (spec 4.5). Answers the schema refuses (a phone number
 * "123"): the page again with the spec's messages and every answer as typed, the same key kept,
 * since nothing was stored under it. A post without a valid form token stores nothing.
 */
export async function leadFormPost(
  request: Request,
  fields: FormData,
  lang: Lang,
  db: () => Promise<Database>,
): Promise<FormPageAnswer> {
  const values = formValues(fields, FORM_FIELDS)
  const go = (id: 'callScheduled' | 'callScheduledError') =>
    new Response(null, { status: 303, headers: { location: hrefFor(id, lang) } })
  if (!hasValidFormToken(request, fields)) return { values, errors: {}, notice: 'expired' }
  const lead = leadSchema.safeParse(values)
  if (!lead.success) {
    const errors = leadErrors(lead.error)
    return Object.keys(errors).length > 0
      ? { values, errors }
      : { values, errors, notice: 'refused' }
  }
  const key = idempotencyKeySchema.safeParse(values.idempotencyKey)
  if (!key.success)
    return { values: { ...values, idempotencyKey: '' }, errors: {}, notice: 'refused' }
  try {
    const outcome = await createLead(await db(), lead.data, key.data)
    return go(outcome.status === 'conflict' ? 'callScheduledError' : 'callScheduled')
  } catch (error) {
    logger.error({ code: 'lead_failed', err: safeError(error) }, 'lead form post failed')
    return go('callScheduledError')
  }
}
