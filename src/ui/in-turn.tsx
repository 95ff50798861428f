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
let turnsTaken = 0
const queue: (() => void)[] = []
const whenDone: (() => void)[] = []
const channel = typeof MessageChannel === 'undefined' ? undefined : new MessageChannel()
let posted = false
if (channel) channel.port1.onmessage = () => nextTurn()

/** One turn message at a time: each message gives one part its turn. */
function post() {
  if (posted || !channel) return
  posted = true
  channel.port2.postMessage(null)
}

function nextTurn() {
  posted = false
  const turn = queue.shift()
  if (!turn) return endHydration()
  turnsTaken += 1
  turn()
  // The part renders in this task's microtasks, and the parts it holds queue behind it then: the
  // next message gives the next part its turn, or ends hydration when none is left. (Ended here,
  // the parts a part holds rendered at once, in its task.)
  post()
}

/**
 * Called before the browser's first render of the server HTML (client.tsx). Hydration ends when
 * the last part has had its turn, or when a person moves to another page before that.
 */
export function startHydration() {
  hydrating = true
  turnsTaken = 0
}

/** How many parts hydrated in turns of their own (shown on the page for the journeys). */
export function hydrationTurns(): number {
  return turnsTaken
}
export function endHydration() {
  hydrating = false
  whenDone.splice(0).forEach((run) => run())
}

/** Whether the server's HTML is still being hydrated (parts wait for their turns). */
export function isHydrating(): boolean {
  return hydrating
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
    post()
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
