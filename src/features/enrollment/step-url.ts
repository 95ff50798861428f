import { useEffect, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { STEPS, shownStep, type StepId } from './steps'
import type { EnrollmentActor } from './use-enrollment'
import { STEP_PARAMS, type StepParam } from './enroll-search'

export const stepParam = (step: StepId): StepParam => STEP_PARAMS[STEPS.indexOf(step)]!
export const stepFromParam = (param: StepParam | undefined): StepId | undefined =>
  param === undefined ? undefined : STEPS[STEP_PARAMS.indexOf(param)]

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
    const follow = (step: StepId | undefined) => {
      const current = shownStep(actor.getSnapshot().value)
      if (step === undefined) return void goRef.current(current, true)
      if (step === current) return
      following.current = true
      actor.send({ type: 'step.goto', step })
      following.current = false
      const landed = shownStep(actor.getSnapshot().value)
      if (landed !== step) goRef.current(landed, true)
    }
    follow(urlStep)
    return router.subscribe('onResolved', ({ toLocation }) => {
      const search = toLocation.search as { plan?: unknown; step?: StepParam }
      const step = stepFromParam(search.step)
      if (String(search.plan) === plan && step !== undefined) follow(step)
    })
  }, [actor, plan, urlStep, router])
}
