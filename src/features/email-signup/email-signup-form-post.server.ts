import type { Database } from '~/server/db.server'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { hasValidFormToken, type FormPageAnswer } from '~/server/form-page-post.server'
import { logger, safeError } from '~/server/logger.server'
import { formValues } from '~/ui/form-post'
import { EMAIL_SIGNUP_FIELDS, emailSignupErrors, emailSignupSchema } from './email-signup-schema'
import { submitSignup } from './email-signups.server'

/**
 * The health-tips signup as a browser without JavaScript posts it to its own page (decision 0024):
 * the schema of the browser and of POST /api/email-signups, then the signup sent on or stored;
 * 303 to the thank-you page of the language (post-redirect-get, nothing personal in the
 * address). Refused answers, an expired form or a marketing service that fails: the page again
 * with the spec's messages or a notice, the answers as typed.
 */
export async function emailSignupFormPost(
  request: Request,
  fields: FormData,
  lang: Lang,
  options: { marketingUrl: string | undefined; db: () => Promise<Database> },
): Promise<FormPageAnswer> {
  const values = formValues(fields, EMAIL_SIGNUP_FIELDS)
  if (!hasValidFormToken(request, fields)) return { values, errors: {}, notice: 'expired' }
  const signup = emailSignupSchema.safeParse(values)
  if (!signup.success) {
    const errors = emailSignupErrors(signup.error)
    return Object.keys(errors).length > 0
      ? { values, errors }
      : { values, errors, notice: 'refused' }
  }
  try {
    const outcome = await submitSignup(signup.data, options)
    if (outcome.ok)
      return new Response(null, {
        status: 303,
        headers: { location: hrefFor('emailThankYou', lang) },
      })
  } catch (error) {
    logger.error(
      { code: 'email_signup_failed', err: safeError(error) },
      'email signup form post failed',
    )
  }
  return { values, errors: {}, notice: 'failed' }
}
