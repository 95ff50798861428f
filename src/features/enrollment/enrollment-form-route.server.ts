import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { config } from '~/server/config.server'
import { enrollmentSealer } from '~/server/crypto.server'
import { getDb } from '~/server/db.server'
import { refusal, type EndpointRules } from '~/server/endpoint-rules.server'
import { logger, safeError } from '~/server/logger.server'
import { handleEnrollmentFormPost } from './enrollment-form-post.server'
import { enrollmentPlanBySlug } from './service-area.server'

/**
 * The enrollment page's POST (a browser without JavaScript): the endpoint's rules, then the step.
 * Whatever goes wrong (a body too large or of another type, the rate limit, the database away)
 * the person is sent to a page in their language, the error page of spec 8 with the phone number,
 * never a JSON error or a 5xx; what earlier steps stored stays in the draft.
 */
export async function enrollmentFormPost(
  request: Request,
  lang: Lang,
  year: string,
  rules: EndpointRules,
): Promise<Response> {
  const failure = () =>
    new Response(null, {
      status: 303,
      headers: {
        location: hrefFor('enrollYearError', lang, { year }),
        'cache-control': 'private, no-store',
      },
    })
  const refused = await refusal(request, rules)
  if (refused) {
    logger.info(
      { code: 'enrollment_form_refused', status: refused.status },
      'enrollment form post refused',
    )
    return failure()
  }
  try {
    return await handleEnrollmentFormPost(request, lang, year, {
      db: getDb,
      sealer: enrollmentSealer,
      findPlan: enrollmentPlanBySlug,
      secure: config().SITE_URL.startsWith('https:'),
    })
  } catch (error) {
    logger.error(
      { code: 'enrollment_form_failed', err: safeError(error) },
      'enrollment form post failed',
    )
    return failure()
  }
}
