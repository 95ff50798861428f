import { Suspense, useState, type ReactNode } from 'react'

/**
 * Hydration in turns (issue 17: blocking time). Preact hydrates a tree in one task; a page's
 * tree at once is a long task on a phone. A part wrapped in `<InTurn>` hydrates in a task of its
 * own, after the parts before it, so no task is long and a tap between them is handled.
 *
 * The server renders the part at once, between Preact's suspense markers (`<!--$s-->`): it
 * suspends there once on a settled promise, which makes the renderer mark it. In the browser,
 * during the first render of the server HTML, the part suspends until its turn; Preact keeps the
 * marked HTML in place meanwhile (nothing visible changes), then hydrates it. Rendered later (a
 * page reached in the browser), a part renders at once.
 */
type Turn = { done: boolean; promise?: Promise<void> }

let hydrating = false
const queue: (() => void)[] = []
const whenDone: (() => void)[] = []
const channel = typeof MessageChannel === 'undefined' ? undefined : new MessageChannel()
if (channel) channel.port1.onmessage = () => nextTurn()

function nextTurn() {
  queue.shift()?.()
  // A part hydrated in this turn may hold parts of its own: they take their turns after it.
  if (queue.length) channel?.port2.postMessage(null)
  else endHydration()
}

/**
 * Called before the browser's first render of the server HTML (client.tsx). Hydration ends when
 * the last part has had its turn, or when a person moves to another page before that.
 */
export function startHydration() {
  hydrating = true
}
export function endHydration() {
  hydrating = false
  whenDone.splice(0).forEach((run) => run())
}

/** Runs `run` once every part of the page has hydrated (at once when nothing is hydrating). */
export function afterHydration(run: () => void) {
  if (hydrating) whenDone.push(run)
  else run()
}

function waitForTurn(turn: Turn): Promise<void> {
  return new Promise((resolve) => {
    queue.push(() => {
      turn.done = true
      resolve()
    })
    if (queue.length === 1) channel?.port2.postMessage(null)
  })
}

export function InTurn({ children }: { children: ReactNode }) {
  const [turn] = useState<Turn>(() => ({ done: !(typeof window === 'undefined' || hydrating) }))
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  )
}

function Wait({ turn, children }: { turn: Turn; children: ReactNode }) {
  if (turn.done) return children
  if (typeof window === 'undefined') {
    turn.done = true
    throw Promise.resolve()
  }
  throw (turn.promise ??= waitForTurn(turn))
}
