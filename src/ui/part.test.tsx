// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Suspense, act, use, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAIN_ID } from './skip-link'

type PartModule = typeof import('./part')

// The parts' counters live in the module: each test takes a fresh copy, as a page load does.
let part: PartModule
beforeEach(async () => {
  vi.resetModules()
  part = await import('./part')
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** A page as the site builds one: parts around and in `<main>`, whose content sits in a boundary of the router's. */
function Page({
  gate,
  placeholder,
  onHydrated,
}: {
  gate?: () => void
  placeholder?: boolean
  onHydrated?: () => void
}) {
  const { Part } = part
  useEffect(() => {
    if (!onHydrated) return
    const { leave } = part.whenPartsHydrated(onHydrated)
    return leave
  }, [onHydrated])
  return (
    <>
      <Part>
        <header>Header</header>
      </Part>
      <main id={MAIN_ID}>
        {/* The router's root Outlet. */}
        <Suspense fallback={null}>
          <Part>
            <section>
              Plans
              <Part>
                <article>
                  Plan card <Gate open={gate} />
                </article>
              </Part>
            </section>
          </Part>
          {placeholder && <Wizard />}
        </Suspense>
      </main>
      <Part>
        <footer>Footer</footer>
      </Part>
    </>
  )
}

/** Holds its part's hydration back in the browser until `open` has been called. */
let gatePromise: Promise<void> | undefined
function Gate({ open }: { open?: () => void }) {
  if (open && gatePromise) use(gatePromise)
  return <span>ready</span>
}

/** The enrollment page's case: the wizard is made in the browser, after hydration. */
let buildWizard: (() => void) | undefined
function Wizard() {
  const { PartReady, PendingPart } = part
  const [built, setBuilt] = useState(false)
  useEffect(() => {
    buildWizard = () => setBuilt(true)
  }, [])
  return built ? (
    <form>
      <button type="submit">Continue</button>
      <PartReady />
    </form>
  ) : (
    <p role="status">
      Loading
      <PendingPart />
    </p>
  )
}

function serve(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

describe('parts', () => {
  it('leave only React’s own boundary comments in the server’s HTML', () => {
    const { Part, PendingPart } = part
    expect(renderToString(<Part>Header</Part>)).toBe('<!--$-->Header<!--/$-->')
    expect(renderToString(<PendingPart />)).toBe('<!--$--><!--/$-->')
    const html = renderToString(<Page placeholder />)
    expect(html).not.toContain('data-part')
    expect(html).not.toContain('<template')
  })

  it('are counted from the server’s HTML, nested ones and placeholders too, the router’s boundary not', () => {
    serve(renderToString(<Page placeholder />))
    // header, plans, plan card, footer, the wizard's placeholder; not the boundary around <main>'s content
    expect(part.partsSentByServer(document)).toBe(5)
    // A route match the router wraps in a boundary of its own is counted out too.
    expect(part.partsSentByServer(document, { ofRoutes: 1 })).toBe(4)
  })

  it('know which route matches the router wraps in a boundary of its own', () => {
    const lazy = Object.assign(() => null, { preload: () => Promise.resolve() })
    const routes = {
      __root__: { isRoot: true, options: { errorComponent: lazy } },
      plain: { options: {} },
      withLazyError: { options: { errorComponent: lazy } },
      withError: { options: { errorComponent: () => null } },
      pending: { options: { pendingComponent: () => null } },
      refused: { options: { wrapInSuspense: false, pendingComponent: () => null } },
    }
    const count = (ids: string[], ssr?: false) =>
      part.routeBoundaries(
        ids.map((routeId) => ({ routeId, ssr })),
        routes,
      )
    // The root never; a lazy error component (code splitting makes one) or a pending one does.
    expect(count(['__root__', 'plain'])).toBe(0)
    expect(count(['__root__', 'withLazyError'])).toBe(1)
    expect(count(['__root__', 'withError'])).toBe(0)
    expect(count(['__root__', 'pending'])).toBe(1)
    expect(count(['__root__', 'refused'])).toBe(0)
    // A page the browser renders alone.
    expect(count(['plain'], false)).toBe(1)
    // The router's default pending component wraps every route but the root.
    expect(
      part.routeBoundaries([{ routeId: '__root__' }, { routeId: 'plain' }], routes, () => null),
    ).toBe(1)
  })

  it('count the boundary that fills <main> when it is a part: a page not found has no router boundary', () => {
    const { Part } = part
    serve(
      renderToString(
        <main id={MAIN_ID}>
          <div>
            <Part>Not found</Part>
          </div>
        </main>,
      ),
    )
    expect(part.partsSentByServer(document)).toBe(1)
  })

  it('mark the page hydrated only once the last part has hydrated', async () => {
    const html = renderToString(<Page gate={() => {}} />)
    let open!: () => void
    gatePromise = new Promise((resolve) => (open = resolve))
    const onHydrated = vi.fn()
    const container = serve(html)
    await act(async () => {
      root = hydrateRoot(container, <Page gate={open} onHydrated={onHydrated} />)
    })
    // The plan card is still the server's: its part has not hydrated.
    expect(onHydrated).not.toHaveBeenCalled()
    await act(async () => open())
    expect(onHydrated).toHaveBeenCalledTimes(1)
    expect(container.querySelector('article')?.textContent).toBe('Plan card ready')
  })

  it('wait for what the browser builds in a placeholder’s place, not only for the placeholder', async () => {
    const onHydrated = vi.fn()
    const container = serve(renderToString(<Page placeholder />))
    await act(async () => {
      root = hydrateRoot(container, <Page placeholder onHydrated={onHydrated} />)
    })
    // Every part the server sent has hydrated; the wizard's controls are not there yet.
    expect(container.querySelector('[role=status]')).not.toBeNull()
    expect(onHydrated).not.toHaveBeenCalled()
    await act(async () => buildWizard?.())
    expect(container.querySelector('button')).not.toBeNull()
    expect(onHydrated).toHaveBeenCalledTimes(1)
  })
})

describe('the site’s Suspense boundaries', () => {
  // Each boundary in the server's HTML is counted as a part (ui/part.tsx): one of any other kind
  // would be waited for in vain, and <html data-hydrated> never set.
  it('are all parts, but in a page only the browser renders', () => {
    const src = join(__dirname, '..')
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? walk(path) : [path]
      })
    })(src).filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    const withSuspense = files
      .filter((path) => /<Suspense\b|\bSuspense\s*[,}]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path))
      .sort()
    // The slice simulator's route has `ssr: false`: the server never renders its boundary.
    expect(withSuspense).toEqual(['content/slice-simulator.tsx', 'ui/part.tsx'])
  })
})
