import { useEffect, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { STEPS, shownStep, type StepId } from './steps'
import type { EnrollmentActor } from './use-enrollment'
import { STEP_PARAMS, type StepParam } from './enroll-search'
import type { Lang } from '~/i18n/locales'

/** A step's name in `?step=` in the page's language. */
export const stepParam = (step: StepId, lang: Lang): StepParam =>
  STEP_PARAMS[lang][STEPS.indexOf(step)]!
/** The step a `?step=` names, in either language. */
export function stepFromParam(param: StepParam | undefined): StepId | undefined {
  if (param === undefined) return undefined
  const index = Math.max(
    (STEP_PARAMS.en as readonly string[]).indexOf(param),
    (STEP_PARAMS.es as readonly string[]).indexOf(param),
  )
  return STEPS[index]
}

/**
 * Keeps the address bar and the wizard on the same step (each step has its own URL, so Back and
 * Forward move between steps):
 * - the wizard moved (Next, Previous, Edit, a retry): push the new step's URL;
 * - the URL moved (Back, Forward, a typed or reloaded URL): ask the machine, which goes there or
 *   to the first incomplete step before it, and correct the URL in place when it did not land there;
 * - no step in the URL: show where the tab left off and write it in place.
 * The URL's step is followed on every navigation the router completes, not only when the page
 * renders a new one: a Back pressed right after Next can land before the page rendered the step
 * Next pushed, so the rendered step never changes, while the wizard stands one step ahead.
 */
export function useStepUrl(
  actor: EnrollmentActor | null,
  plan: string,
  urlStep: StepId | undefined,
  go: (step: StepId, replace: boolean) => void,
  /** False when the URL names its step in the other language: it is rewritten in place. */
  urlNameFits = true,
) {
  const following = useRef(false)
  const goRef = useRef(go)
  goRef.current = go

  useEffect(() => {
    if (!actor) return
    let shown = shownStep(actor.getSnapshot().value)
    const subscription = actor.subscribe((snapshot) => {
      const step = shownStep(snapshot.value)
      if (step === shown || snapshot.status === 'done') return
      shown = step
      if (!following.current) goRef.current(step, false)
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const router = useRouter()
  useEffect(() => {
    if (!actor) return
    const follow = (step: StepId | undefined, nameFits = true) => {
      const current = shownStep(actor.getSnapshot().value)
      if (step === undefined) return void goRef.current(current, true)
      if (step === current) return void (nameFits || goRef.current(current, true))
      following.current = true
      actor.send({ type: 'step.goto', step })
      following.current = false
      const landed = shownStep(actor.getSnapshot().value)
      if (landed !== step || !nameFits) goRef.current(landed, true)
    }
    follow(urlStep, urlNameFits)
    return router.subscribe('onResolved', ({ toLocation }) => {
      const search = toLocation.search as { plan?: unknown; step?: StepParam }
      const step = stepFromParam(search.step)
      if (String(search.plan) === plan && step !== undefined) follow(step)
    })
  }, [actor, plan, urlStep, urlNameFits, router])
}
