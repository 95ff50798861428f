import type { FormPost, FormPostNotice } from '~/ui/form-post'
import { formCookieFrom, isValidFormToken } from './csrf.server'
import { refusal, type EndpointRules } from './endpoint-rules.server'
import { FORM_TOKEN_FIELD } from '~/shared/form-token'
import { logger } from './logger.server'

/** What a page's form handler answers: a redirect (post-redirect-get), or the page again with the form's state. */
export type FormPageAnswer = Response | Omit<FormPost, 'form'>

/**
 * A form posted to its page by a browser without JavaScript (decision 0024): the endpoint's rules
 * (rate limit, media type, size, well-formed text) and the form's signed token first, then the
 * form's own `handle`. Whatever is refused is answered with the page, never a JSON error or a
 * 5xx: the page renders again (Start's `next`, the form's state in its server context) with a
 * notice in the person's language, the answers kept when they could be read. Nothing typed is logged.
 */
export async function formPagePost<Rendered>(
  request: Request,
  form: FormPost['form'],
  rules: EndpointRules,
  next: (options: { context: { formPost: FormPost } }) => Rendered,
  handle: (fields: FormData) => Promise<FormPageAnswer>,
): Promise<Response | Rendered> {
  const again = (state: Omit<FormPost, 'form'>) =>
    next({ context: { formPost: { form, ...state } } })
  const refused = await refusal(request, rules)
  if (refused) {
    logger.info({ code: 'form_post_refused', form, status: refused.status }, 'form post refused')
    return again({ values: {}, errors: {}, notice: noticeFor(refused.status) })
  }
  const fields = await request.formData().catch(() => null)
  if (!fields) return again({ values: {}, errors: {}, notice: 'refused' })
  const answer = await handle(fields)
  return answer instanceof Response ? answer : again(answer)
}

/**
 * The form's signed double-submit token (decision 0012), checked before anything is stored: a
 * form without it (an expired cookie, cookies off) comes back with a fresh one and its answers.
 */
export const hasValidFormToken = (request: Request, fields: FormData) =>
  isValidFormToken(fields.get(FORM_TOKEN_FIELD), formCookieFrom(request))

function noticeFor(status: number): FormPostNotice {
  return status === 429 ? 'rateLimited' : 'refused'
}
