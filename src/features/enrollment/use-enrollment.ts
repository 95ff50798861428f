import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { createActor, type Actor, type SnapshotFrom } from 'xstate'
import { matchRoute } from '~/i18n/route-table'
import type { Lang } from '~/i18n/locales'
import { emptyAnswers } from './empty-answers'
import { enrollmentMachine } from './enrollment.machine'
import type { EnrollmentPlan } from './steps'
import { submitApplicationActor } from './submit-client'

export type EnrollmentActor = Actor<typeof enrollmentMachine>
type Snapshot = SnapshotFrom<typeof enrollmentMachine>

/** Progress lives in this tab only (sessionStorage), one application per plan year and plan. */
const storageKey = (plan: EnrollmentPlan) => `ceiba.enrollment.v1.${plan.year}.${plan.slug}`

function createEnrollmentActor(plan: EnrollmentPlan, lang: Lang): EnrollmentActor {
  const machine = enrollmentMachine.provide({ actors: { submitApplication: submitApplicationActor(lang) } })
  const input = { plan, answers: emptyAnswers(plan.slug), idempotencyKey: crypto.randomUUID() }
  const saved = sessionStorage.getItem(storageKey(plan))
  if (saved) {
    try {
      return createActor(machine, { input, snapshot: JSON.parse(saved) })
    } catch {
      sessionStorage.removeItem(storageKey(plan))
    }
  }
  return createActor(machine, { input })
}

const hasAnswers = (snapshot: Snapshot) =>
  snapshot.status === 'active' &&
  !snapshot.matches('submitting') &&
  JSON.stringify(snapshot.context.answers) !== JSON.stringify(emptyAnswers(snapshot.context.plan.slug))

type Options = {
  plan: EnrollmentPlan
  lang: Lang
  onSubmitted: (confirmationNumber: string) => void
  onFailed: () => void
  /** Asked before leaving the form with answers. */
  leaveMessage: string
}

/**
 * The wizard's actor, created in the browser only (the server has no tab storage), restored from
 * and saved to sessionStorage on every change, cleared on submit and on start over. Leaving the
 * form with answers asks first.
 */
export function useEnrollment({ plan, lang, onSubmitted, onFailed, leaveMessage }: Options) {
  const [generation, setGeneration] = useState(0)
  const [actor, setActor] = useState<EnrollmentActor | null>(null)
  const actorRef = useRef<EnrollmentActor | null>(null)
  const callbacks = useRef({ onSubmitted, onFailed, leaveMessage })
  callbacks.current = { onSubmitted, onFailed, leaveMessage }

  useEffect(() => {
    const created = createEnrollmentActor(plan, lang)
    const key = storageKey(plan)
    let previous = created.getSnapshot().value
    const subscription = created.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        sessionStorage.removeItem(key)
        callbacks.current.onSubmitted(snapshot.context.confirmationNumber ?? '')
        return
      }
      sessionStorage.setItem(key, JSON.stringify(created.getPersistedSnapshot()))
      if (previous === 'submitting' && snapshot.value === 'failed') callbacks.current.onFailed()
      previous = snapshot.value
    })
    created.start()
    actorRef.current = created
    setActor(created)
    return () => {
      subscription.unsubscribe()
      created.stop()
    }
  }, [plan, lang, generation])

  useBlocker({
    shouldBlockFn: ({ next }) => {
      const current = actorRef.current
      if (!current || !hasAnswers(current.getSnapshot())) return false
      // Switching language keeps the answers (same tab storage): no need to ask.
      if (matchRoute(next.pathname)?.id === 'enrollYear') return false
      return !window.confirm(callbacks.current.leaveMessage)
    },
    enableBeforeUnload: () => Boolean(actorRef.current && hasAnswers(actorRef.current.getSnapshot())),
  })

  const startOver = () => {
    sessionStorage.removeItem(storageKey(plan))
    setGeneration((n) => n + 1)
  }
  return { actor, startOver }
}
