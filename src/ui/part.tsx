import { Suspense, useEffect, type ReactNode } from 'react'
import { MAIN_ID } from './skip-link'

/**
 * A part of the page that React hydrates on its own (selective hydration): the header, the call
 * bar, each slice, each plan card, the footer. React hydrates the parts one after another in short
 * tasks, first the one a person taps or types in, and replays that input once it has.
 *
 * A part is a Suspense boundary, which React marks in the server's HTML with comments of its own
 * (`<!--$-->` … `<!--/$-->`): the browser counts those to know how many parts the server sent, and
 * `<html data-hydrated>` is set once each has hydrated (see `whenPartsHydrated`). So every
 * Suspense boundary the site renders is a Part (a unit test holds the source to that); the only
 * others are the router's (`routerBoundaries`). `fallback` is what a part shows while what it
 * holds is still loading in the browser (nothing, unless given).
 */
export function Part({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <PartReady />
      {children}
    </Suspense>
  )
}

let hydrated = 0
let waiting: (() => void) | undefined

/**
 * A part the browser makes itself after hydrating, such as the enrollment wizard (built from the
 * tab's storage): the server's placeholder for it holds `<PendingPart />`, an empty boundary that
 * counts as a part the server sent but not as hydrated, and what the browser puts there holds
 * `<PartReady />`. So `<html data-hydrated>` waits until its controls are there, not only until
 * the placeholder has hydrated.
 */
export function PendingPart() {
  return <Suspense fallback={null} />
}

/** Counts a part as hydrated once it has mounted. */
export function PartReady() {
  useEffect(() => {
    hydrated += 1
    waiting?.()
  }, [])
  return null
}

/** What React writes where a Suspense boundary begins: rendered, still streaming, or left to the browser. */
const BOUNDARY_STARTS = new Set(['$', '$?', '$!'])

function isBoundaryStart(node: Node | null | undefined): boolean {
  return node?.nodeType === Node.COMMENT_NODE && BOUNDARY_STARTS.has((node as Comment).data)
}

/**
 * The Suspense boundaries the router renders itself, which are no parts: the one its root Outlet
 * puts around every page (`<main>` holds only that Outlet, ui/layout.tsx, so the boundary is all
 * `<main>` holds; a page not found at the root has none), and on a page the browser renders alone
 * (a route with `ssr: false`), the one the server leaves empty in its place.
 */
function routerBoundaries(doc: Document, clientOnlyPage: boolean): number {
  const main = doc.getElementById(MAIN_ID)
  const aroundPage =
    isBoundaryStart(main?.firstChild) &&
    main?.lastChild?.nodeType === Node.COMMENT_NODE &&
    (main.lastChild as Comment).data === '/$'
  return (aroundPage ? 1 : 0) + (clientOnlyPage ? 1 : 0)
}

/**
 * How many parts the server sent: the Suspense boundaries React marked in the HTML, less the
 * router's. React keeps those marks while it hydrates; only a boundary it gives up hydrating and
 * renders afresh loses them, which happens after the page's first effects have run, so this is
 * read there (it is, by `whenPartsHydrated`).
 */
export function partsSentByServer(doc: Document, { clientOnlyPage = false } = {}): number {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT)
  let boundaries = 0
  while (walker.nextNode()) if (isBoundaryStart(walker.currentNode)) boundaries += 1
  return boundaries - routerBoundaries(doc, clientOnlyPage)
}

/**
 * Runs `done` once every part the server rendered has hydrated (at once when they already have),
 * or when the page is left before that (`leave` is called by the caller on navigation). Called
 * from an effect of the page's shell: React runs it once the shell has hydrated and before any
 * part does. `clientOnlyPage`: the page is one the browser renders alone (see `routerBoundaries`).
 */
export function whenPartsHydrated(
  done: () => void,
  { clientOnlyPage = false } = {},
): { leave: () => void } {
  const expected = partsSentByServer(document, { clientOnlyPage })
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    waiting = undefined
    done()
  }
  waiting = () => hydrated >= expected && finish()
  waiting()
  return { leave: finish }
}
