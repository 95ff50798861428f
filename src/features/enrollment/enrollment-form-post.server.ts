import { randomUUID } from 'node:crypto'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Database } from '../../../db/client.ts'
import { type Lang, LOCALES } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { isPlanYear } from '~/plans/plan-years'
import type { Sealer } from '~/server/crypto.server'
import { logger, safeError } from '~/server/logger.server'
import {
  clearedDraftCookieHeader,
  deleteDraft,
  draftCookieHeader,
  draftTokenFrom,
  loadDraft,
  newDraftToken,
  saveDraft,
  type Draft,
} from './draft-store.server'
import { enrollmentMachine, type EnrollmentEvent } from './enrollment.machine'
import { enrollSearch, STEP_PARAMS } from './enroll-search'
import { emptyAnswers } from './empty-answers'
import { stepAnswersFromForm } from './form-answers'
import { validateApplication } from './schema'
import { shownStep, STEPS, type EnrollmentPlan, type FormStepId, type StepId } from './steps'
import { storeApplication } from './store-application.server'
import type { FieldName } from './answers-shape'
import { PROBLEMS_ANCHOR } from './problems-anchor'

export type FormPostDeps = {
  db: () => Promise<Database>
  sealer: () => Sealer
  findPlan: (slug: string, db: Database) => Promise<EnrollmentPlan | null>
  /** SITE_URL is https: the draft cookie is Secure. */
  secure: boolean
}

const FORM_STEPS = STEPS.filter((step): step is FormStepId => step !== 'review')

/** What a button of the wizard's form asks for (its `name="action"` value). */
function eventFor(action: string): EnrollmentEvent | 'startOver' | null {
  if (action === 'next') return { type: 'step.next' }
  if (action === 'previous') return { type: 'step.previous' }
  if (action === 'submit') return { type: 'submit' }
  if (action === 'startOver') return 'startOver'
  const edit = /^edit:(\w+)$/.exec(action)?.[1]
  return edit && (FORM_STEPS as string[]).includes(edit)
    ? { type: 'review.edit', step: edit as FormStepId }
    : null
}

const see = (location: string, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: {
      location,
      'cache-control': 'private, no-store',
      ...(cookie ? { 'set-cookie': cookie } : {}),
    },
  })

/** The machine as the draft left it (or new), for this plan: the same machine the browser runs. */
function restoreActor(
  plan: EnrollmentPlan,
  draft: Extract<Draft, { kind: 'answering' }> | null,
  store: (input: {
    answers: unknown
    plan: EnrollmentPlan
    idempotencyKey: string
  }) => Promise<string>,
) {
  const machine = enrollmentMachine.provide({
    actors: {
      submitApplication: fromPromise(async ({ input }) => ({
        confirmationNumber: await store(input),
      })),
    },
  })
  const input = { plan, answers: emptyAnswers(plan.slug), idempotencyKey: randomUUID() }
  if (!draft) return createActor(machine, { input })
  const context = {
    plan,
    answers: { ...draft.answers, selectedPlan: plan.slug },
    errors: draft.errors,
    editing: draft.editing,
    idempotencyKey: draft.idempotencyKey,
    confirmationNumber: null,
  }
  return createActor(machine, {
    input,
    snapshot: machine.resolveState({ value: draft.state, context }),
  })
}

/**
 * A step of the enrollment posted by a browser without JavaScript (decision 0024): the page's own
 * form, urlencoded, to the page's own address (`?plan=` names the plan, `?step=` the step shown).
 * The answers so far are restored from the server's draft, the same XState machine as the
 * browser's is given the step's answers and the button's event, and the draft is stored again;
 * the answer is a 303 to the step the machine stands on (post-redirect-get: Back and reload never
 * send twice), to its problems when Next found some, or, after Submit, to the confirmation or the
 * error page. Bad input, an expired or forged cookie, or a plan that does not exist are answered
 * by a page (a redirect), never a 5xx or JSON; nothing typed is logged.
 */
export async function handleEnrollmentFormPost(
  request: Request,
  lang: Lang,
  year: string,
  deps: FormPostDeps,
): Promise<Response> {
  const url = new URL(request.url)
  const search = enrollSearch(Object.fromEntries(url.searchParams))
  const page = (query: Record<string, string>, hash = '') =>
    `${hrefFor('enrollYear', lang, { year })}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}${hash}`
  const form = await request.formData().catch(() => null)
  const db = await deps.db()
  const plan = search.plan ? await deps.findPlan(search.plan, db) : null
  if (!form || !plan || String(plan.year) !== year || !isPlanYear(plan.year))
    return see(page(search.plan ? { plan: search.plan } : {}))
  const sealer = deps.sealer()
  const cookieToken = draftTokenFrom(request.headers.get('cookie'))
  const saved = await loadDraft(db, sealer, cookieToken)
  const draft = saved?.kind === 'answering' && saved.planSlug === plan.slug ? saved : null
  const token = cookieToken ?? newDraftToken()
  const event = eventFor(
    typeof form.get('action') === 'string' ? (form.get('action') as string) : 'next',
  )
  if (event === 'startOver') {
    await deleteDraft(db, sealer, cookieToken)
    return see(page({ plan: plan.slug }), clearedDraftCookieHeader(deps.secure))
  }
  const locale = LOCALES[lang].code
  const actor = restoreActor(plan, draft, async (input) => {
    const result = validateApplication(input.answers, input.plan)
    if (!result.success) throw new Error('The application was not complete')
    const stored = await storeApplication(db, sealer, {
      plan: input.plan,
      answers: result.data,
      idempotencyKey: input.idempotencyKey,
      locale,
    })
    if (stored.status === 'conflict')
      throw new Error('The idempotency key was used for other answers')
    return stored.confirmationNumber
  })
  actor.start()
  // The form shows one step: the machine goes there first (or to the first incomplete step before
  // it), then takes that step's answers.
  const posted = STEPS[
    Math.max((STEP_PARAMS[lang] as readonly string[]).indexOf(String(form.get('step'))), 0)
  ] as StepId
  // (Not when it stands there already: a step.goto ends an Edit begun from the review.)
  if (shownStep(actor.getSnapshot().value) !== posted)
    actor.send({ type: 'step.goto', step: posted })
  const standing = shownStep(actor.getSnapshot().value)
  if (standing === posted && posted !== 'review') {
    for (const [name, value] of Object.entries(stepAnswersFromForm(posted, form)))
      actor.send({ type: 'field.change', name: name as FieldName, value: value as never })
  }
  if (event) actor.send(event)
  const done = await waitFor(actor, (s) => !s.matches('submitting'), { timeout: 30_000 }).catch(
    () => actor.getSnapshot(),
  )
  actor.stop()
  const outcome = { planSlug: plan.slug, planType: plan.planType }
  if (done.status === 'done' && done.context.confirmationNumber) {
    await saveDraft(db, sealer, token, {
      kind: 'submitted',
      ...outcome,
      confirmationNumber: done.context.confirmationNumber,
    })
    return see(
      hrefFor('enrollYearConfirmation', lang, { year }),
      draftCookieHeader(token, deps.secure),
    )
  }
  const context = done.context
  const state = done.matches('failed') ? 'failed' : shownStep(done.value)
  try {
    await saveDraft(db, sealer, token, {
      kind: 'answering',
      planSlug: plan.slug,
      state,
      answers: context.answers,
      errors: context.errors,
      editing: context.editing,
      idempotencyKey: context.idempotencyKey,
    })
  } catch (error) {
    logger.error(
      { code: 'enrollment_draft_failed', err: safeError(error) },
      'enrollment draft not stored',
    )
    return see(hrefFor('enrollYearError', lang, { year }))
  }
  const cookie = draftCookieHeader(token, deps.secure)
  if (state === 'failed') return see(hrefFor('enrollYearError', lang, { year }), cookie)
  const step = shownStep(state)
  const hash = Object.keys(context.errors).length > 0 ? `#${PROBLEMS_ANCHOR}` : ''
  return see(page({ plan: plan.slug, step: STEP_PARAMS[lang][STEPS.indexOf(step)]! }, hash), cookie)
}
