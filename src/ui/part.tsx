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
 * `<main>` holds; a page not found at the root has none), and `ofRoutes` more, one for each of the
 * page's route matches the router wraps in a boundary of its own (`routeBoundaries`).
 */
function routerBoundaries(doc: Document, ofRoutes: number): number {
  const main = doc.getElementById(MAIN_ID)
  const aroundPage =
    isBoundaryStart(main?.firstChild) &&
    main?.lastChild?.nodeType === Node.COMMENT_NODE &&
    (main.lastChild as Comment).data === '/$'
  return (aroundPage ? 1 : 0) + ofRoutes
}

type RouteOptions = {
  wrapInSuspense?: boolean
  pendingComponent?: unknown
  errorComponent?: unknown
}

/**
 * How many of a page's route matches the router wraps in a Suspense boundary of its own, by its
 * rule (@tanstack/react-router, Match.tsx, `matchView`): a route that is not the root, with
 * `wrapInSuspense`, a pending component (its own or the router's default), an error component
 * loaded on demand (code splitting makes one, with `preload`), or rendered by the browser alone
 * (`ssr: false` or `'data-only'`).
 */
export function routeBoundaries(
  matches: readonly { routeId: string; ssr?: boolean | 'data-only' }[],
  routesById: Record<string, { isRoot?: boolean; options: RouteOptions }>,
  defaultPendingComponent?: unknown,
): number {
  return matches.filter((match) => {
    const route = routesById[match.routeId]
    if (!route || route.isRoot) return false
    const { wrapInSuspense, pendingComponent, errorComponent } = route.options
    const lazyError =
      typeof (errorComponent as { preload?: unknown } | undefined)?.preload === 'function'
    return (
      wrapInSuspense ??
      (Boolean(pendingComponent ?? defaultPendingComponent) ||
        lazyError ||
        match.ssr === false ||
        match.ssr === 'data-only')
    )
  }).length
}

/**
 * How many parts the server sent: the Suspense boundaries React marked in the HTML, less the
 * router's. React keeps those marks while it hydrates; only a boundary it gives up hydrating and
 * renders afresh loses them, which happens after the page's first effects have run, so this is
 * read there (it is, by `whenPartsHydrated`).
 */
export function partsSentByServer(doc: Document, { ofRoutes = 0 } = {}): number {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT)
  let boundaries = 0
  while (walker.nextNode()) if (isBoundaryStart(walker.currentNode)) boundaries += 1
  return boundaries - routerBoundaries(doc, ofRoutes)
}

/**
 * Runs `done` once every part the server rendered has hydrated (at once when they already have),
 * or when the page is left before that (`leave` is called by the caller on navigation). Called
 * from an effect of the page's shell: React runs it once the shell has hydrated and before any
 * part does. `ofRoutes`: the boundaries the router puts around the page's route matches
 * (`routeBoundaries`).
 */
export function whenPartsHydrated(done: () => void, { ofRoutes = 0 } = {}): { leave: () => void } {
  const expected = partsSentByServer(document, { ofRoutes })
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
