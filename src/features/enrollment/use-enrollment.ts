import { startTransition, useEffect, useRef, useState } from 'react'
import { createActor, type Actor, type SnapshotFrom } from 'xstate'
import type { Lang } from '~/i18n/locales'
import {
  clearAll,
  idlePhase,
  load,
  save,
  storageKey,
  sweep,
  takeCarried,
  touch,
} from './application-storage'
import { emptyAnswers } from './empty-answers'
import { enrollmentMachine } from './enrollment.machine'
import type { EnrollmentPlan } from './steps'
import { submitApplicationActor } from './submit-client'

export type EnrollmentActor = Actor<typeof enrollmentMachine>
type Snapshot = SnapshotFrom<typeof enrollmentMachine>

/** The machine as this page runs it: in the browser it submits to POST /api/enrollments; on the server it only renders. */
export const pageMachine = (lang: Lang) =>
  typeof window === 'undefined'
    ? enrollmentMachine
    : enrollmentMachine.provide({ actors: { submitApplication: submitApplicationActor(lang) } })

/** This tab's application for the plan, or null when the tab holds none (nor answers carried from another plan). */
function createEnrollmentActor(
  plan: EnrollmentPlan,
  lang: Lang,
  fallback: EnrollmentActor | null,
): EnrollmentActor {
  const machine = pageMachine(lang)
  const now = Date.now()
  const carried = takeCarried(sessionStorage, now)
  const saved = load<Snapshot & { context: { plan: EnrollmentPlan } }>(
    sessionStorage,
    storageKey(plan),
    now,
  )
  // Nothing in the tab: the application the page was rendered with goes on (decision 0024).
  if (fallback && !carried && !saved) return fallback
  const answers = carried ? { ...carried, selectedPlan: plan.slug } : emptyAnswers(plan.slug)
  const input = { plan, answers, idempotencyKey: crypto.randomUUID() }
  if (saved && !carried) {
    try {
      // The plan's facts come from the catalogue now, not from what the tab kept.
      return createActor(machine, {
        input,
        snapshot: { ...saved, context: { ...saved.context, plan } } as never,
      })
    } catch {
      sessionStorage.removeItem(storageKey(plan))
    }
  }
  return createActor(machine, { input })
}

const hasAnswers = (snapshot: Snapshot) =>
  snapshot.status === 'active' &&
  !snapshot.matches('submitting') &&
  JSON.stringify(snapshot.context.answers) !==
    JSON.stringify(emptyAnswers(snapshot.context.plan.slug))

/** Activity that keeps an application alive: typing, pointing, touching, moving focus. */
const ACTIVITY = ['keydown', 'pointerdown', 'focusin'] as const

type Options = {
  plan: EnrollmentPlan
  lang: Lang
  /**
   * The application the server rendered and the page hydrated with (not started): a new one, or
   * the one this browser posted without JavaScript (`fromServer`), which then wins over the tab's.
   */
  rendered: EnrollmentActor | null
  fromServer: boolean
  onSubmitted: (confirmationNumber: string) => void
  onFailed: () => void
}

/**
 * The wizard's actor, created in the browser only (the server has no tab storage), restored from
 * and saved to this tab's sessionStorage on every change (docs/decisions/0013). The answers are
 * cleared on submit, on start over and after IDLE_MINUTES without activity, with a warning
 * WARN_MINUTES before. Nothing asks before leaving: the answers are kept, in this tab.
 */
export function useEnrollment({
  plan,
  lang,
  rendered,
  fromServer,
  onSubmitted,
  onFailed,
}: Options) {
  const [generation, setGeneration] = useState(0)
  const [actor, setActor] = useState<EnrollmentActor | null>(rendered)
  // The application this tab goes on with, once chosen (the rendered one, or the tab's own): only
  // it may follow or move the address bar.
  const [running, setRunning] = useState<EnrollmentActor | null>(null)
  const [idle, setIdle] = useState<'active' | 'warning' | 'expired'>('active')
  const callbacks = useRef({ onSubmitted, onFailed })
  callbacks.current = { onSubmitted, onFailed }

  useEffect(() => {
    const key = storageKey(plan)
    if (sweep(sessionStorage, Date.now()).includes(key)) setIdle('expired')
    const first = generation === 0 ? rendered : null
    const created = first && fromServer ? first : createEnrollmentActor(plan, lang, first)
    let previous = created.getSnapshot().value
    const subscription = created.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        clearAll(sessionStorage)
        callbacks.current.onSubmitted(snapshot.context.confirmationNumber ?? '')
        return
      }
      if (hasAnswers(snapshot))
        save(sessionStorage, key, created.getPersistedSnapshot(), Date.now())
      if (previous === 'submitting' && snapshot.value === 'failed') callbacks.current.onFailed()
      previous = snapshot.value
    })
    created.start()
    // Answers posted without JavaScript are this tab's from now on.
    if (created === first && fromServer && hasAnswers(created.getSnapshot()))
      save(sessionStorage, key, created.getPersistedSnapshot(), Date.now())
    // The wizard is a long form: React builds it in a transition, in slices of a few milliseconds,
    // so a phone's main thread stays free for the person's taps while it does.
    if (created === first) setRunning(created)
    else
      startTransition(() => {
        setActor(created)
        setRunning(created)
      })
    return () => {
      subscription.unsubscribe()
      created.stop()
    }
    // `rendered` is the page's first application: made once, with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan, lang, generation])

  // The idle clock: checked every few seconds (timers in background tabs are throttled, the clock is not).
  useEffect(() => {
    if (!actor) return
    const key = storageKey(plan)
    let last = Date.now()
    let touched = last
    const onActivity = () => {
      last = Date.now()
      setIdle((phase) => (phase === 'warning' ? 'active' : phase))
      if (last - touched > 30_000) touch(sessionStorage, key, (touched = last))
    }
    ACTIVITY.forEach((type) => window.addEventListener(type, onActivity, { passive: true }))
    const timer = window.setInterval(() => {
      if (!hasAnswers(actor.getSnapshot())) return void (last = Date.now())
      const phase = idlePhase(last, Date.now())
      if (phase === 'expired') {
        clearAll(sessionStorage)
        setGeneration((n) => n + 1)
      }
      setIdle((current) => (phase === 'active' && current === 'expired' ? current : phase))
    }, 5_000)
    return () => {
      ACTIVITY.forEach((type) => window.removeEventListener(type, onActivity))
      window.clearInterval(timer)
    }
  }, [actor, plan])

  const startOver = () => {
    clearAll(sessionStorage)
    setIdle('active')
    setGeneration((n) => n + 1)
  }
  return { actor, running, startOver, idle }
}
