import type { Database } from '../../../db/client.ts'
import { i18nFor } from '~/i18n/i18n'
import { type Lang, LOCALES } from '~/i18n/locales'
import { enrollmentSealer, type Sealer } from '~/server/crypto.server'
import { getDb } from '~/server/db.server'
import { handleErrors, jsonError, readJson } from '~/server/http.server'
import { fieldError } from '~/server/api-errors.server'
import { badJsonField } from '~/server/request-guards'
import { isPlanYear } from '~/plans/plan-years'
import { emptyAnswers } from './empty-answers'
import { validateApplication, type FieldErrors } from './schema'
import { enrollmentPlanBySlug } from './service-area.server'
import type { EnrollmentPlan } from './steps'
import { storeApplication } from './store-application.server'
import { deleteDraft, draftTokenFrom } from './draft-store.server'

export type EnrollmentApiDeps = {
  db: () => Promise<Database>
  sealer: () => Sealer
  /** The plan's facts and service area, from the catalogue (never from the browser). */
  findPlan: (slug: string, db: Database) => Promise<EnrollmentPlan | null>
}

const defaults: EnrollmentApiDeps = {
  db: getDb,
  sealer: enrollmentSealer,
  findPlan: enrollmentPlanBySlug,
}

const UNAVAILABLE = {
  status: 503,
  code: 'unavailable',
  message: 'We could not store the application right now. Please try again.',
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

const langOf = (request: Request): Lang =>
  /^es\b/i.test(request.headers.get('accept-language') ?? '') ? 'es' : 'en'

function invalid(lang: Lang, errors: FieldErrors): Response {
  const t = i18nFor(lang).getFixedT(lang, 'enrollment')
  const fields = Object.fromEntries(
    Object.entries(errors).map(([path, key]) => [path, t(`errors.${key}`)]),
  )
  return jsonError(400, 'validation_failed', t('errors.stepIncomplete'), { fields })
}

/**
 * POST /api/enrollments: one application as JSON (the spec 3.1 fields), with an Idempotency-Key
 * header (a UUID). 201 { confirmationNumber } when stored; 200 with the same number for a retry;
 * 400 with per-field messages (in Spanish for Accept-Language: es) for bad input, a home ZIP
 * outside the plan's service area included; 409 when the key
 * was used for other answers; 503 when the database cannot be reached. Nothing from the body is
 * ever logged.
 */
export async function handleEnrollmentPost(
  request: Request,
  deps: EnrollmentApiDeps = defaults,
): Promise<Response> {
  const lang = langOf(request)
  const key = request.headers.get('idempotency-key') ?? ''
  if (!UUID.test(key))
    return jsonError(
      400,
      'idempotency_key_required',
      'An Idempotency-Key header holding a UUID is required.',
    )
  const parsed = await readJson(request, 'The request body must be a JSON object.')
  if (!parsed.ok) return parsed.response
  const body = parsed.data
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return jsonError(400, 'invalid_json', 'The request body must be a JSON object.')
  // A control character (a NUL byte) or a lone surrogate is bad input, not a storage failure to
  // retry (decision 0012): a 400 naming the field.
  const badField = badJsonField(body)
  if (badField !== null) return fieldError(request, 'invalid_characters', badField)
  return handleErrors(
    'POST /api/enrollments',
    async () => {
      const db = await deps.db()
      const slug = (body as { selectedPlan?: unknown }).selectedPlan
      const facts =
        typeof slug === 'string' && slug.length <= 120 ? await deps.findPlan(slug, db) : null
      if (!facts || !isPlanYear(facts.year)) return invalid(lang, { selectedPlan: 'required' })
      // Optional fields a client leaves out count as blank; required ones are still reported.
      const result = validateApplication({ ...emptyAnswers(facts.slug), ...body }, facts)
      if (!result.success) return invalid(lang, result.errors)
      const locale = LOCALES[lang].code
      const stored = await storeApplication(db, deps.sealer(), {
        plan: facts,
        answers: result.data,
        idempotencyKey: key.toLowerCase(),
        locale,
      })
      if (stored.status === 'conflict')
        return jsonError(
          409,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different application.',
        )
      // An application begun without JavaScript and finished with it: its server draft is done too.
      await deleteDraft(db, deps.sealer(), draftTokenFrom(request.headers.get('cookie'))).catch(
        () => undefined,
      )
      return Response.json(
        { confirmationNumber: stored.confirmationNumber },
        {
          status: stored.status === 'created' ? 201 : 200,
          headers: {
            'cache-control': 'no-store',
            'idempotent-replayed': String(stored.status !== 'created'),
          },
        },
      )
    },
    UNAVAILABLE,
  )
}
