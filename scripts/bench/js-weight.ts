// The JavaScript a fresh visit to a page transfers, counted from the browser's own network:
// every request Chromium makes as a script (module scripts, module preloads, the chunks loaded
// while the page hydrates), at the size it came over the wire (Playwright's request sizes, which
// are CDP's Network.loadingFinished.encodedDataLength less the headers). The visit asks for gzip
// only (`Accept-Encoding: gzip`), the encoding every client takes and the unit of the budgets;
// a browser that takes brotli (every current one over HTTPS) is sent about 10% less (decision
// 0018). One counting for `npm run bench:lighthouse`, `npm run measure:js` and the budget test
// (tests/e2e/js-budget.spec.ts).
//
// The visit is a person's: no data-saver, prefetching on. Counting ends a second after the page
// has both hydrated (`<html data-hydrated>`) and fired `load`; the requests begun by then are
// waited for. The site's viewport prefetching starts 3 s after `load` (src/ui/viewport-prefetch.tsx),
// so the next pages' chunks fall outside the window unless hydration itself ends that late.
import type { Page, Request } from '@playwright/test'

export const QUIET_MS = 1000

export type Visit = { files: number; kB: number; hydratedMs: number }

/**
 * Runs in the page before its scripts: notes when `<html data-hydrated>` is set (ms since
 * navigation) and offers a promise of it, `__hydrated`.
 */
function noteHydration() {
  const root = document
  const win = window as unknown as { __hydratedAt?: number; __hydrated?: Promise<number> }
  win.__hydrated = new Promise((resolve) => {
    const note = () => {
      if (win.__hydratedAt === undefined && root.documentElement?.hasAttribute('data-hydrated'))
        resolve((win.__hydratedAt = performance.now()))
    }
    new MutationObserver(note).observe(root, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-hydrated'],
    })
  })
}

/**
 * Waits for `<html data-hydrated>` through the DevTools protocol. Playwright's own waits
 * (`waitForSelector`, `evaluate`) first inject its selector engine and helpers into the page, and
 * on a 4x slower CPU compiling them took 100-250 ms of the main thread while the page was still
 * hydrating: the tool's work, not the page's, so it is kept out of the clock.
 */
async function hydratedAt(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression:
        'Promise.race([window.__hydrated, new Promise((_, reject) => setTimeout(() => reject(new Error("not hydrated in 60 s")), 60000))])',
      awaitPromise: true,
      returnByValue: true,
    })
    if (exceptionDetails)
      throw new Error(
        `${page.url()}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      )
    return result.value as number
  } finally {
    await cdp.detach()
  }
}

/** Opens `url` in `page` (a fresh context: nothing cached) and counts the scripts it transfers. */
export async function jsWeight(page: Page, url: string): Promise<Visit> {
  const sizes: Promise<{ url: string; bytes: number }>[] = []
  const settle = new Map<Request, (bytes: number) => void>()
  let counting = true
  const onRequest = (request: Request) => {
    if (counting && request.resourceType() === 'script')
      sizes.push(
        new Promise((resolve) =>
          settle.set(request, (bytes) => resolve({ url: request.url(), bytes })),
        ),
      )
  }
  const onFinished = (request: Request) => {
    const resolve = settle.get(request)
    if (resolve)
      request.sizes().then(
        (size) => resolve(size.responseBodySize),
        () => resolve(0),
      )
  }
  const onFailed = (request: Request) => settle.get(request)?.(0)
  await page.addInitScript(noteHydration)
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'gzip' })
  page.on('request', onRequest)
  page.on('requestfinished', onFinished)
  page.on('requestfailed', onFailed)
  try {
    await page.goto(url, { waitUntil: 'load' })
    const hydratedMs = await hydratedAt(page)
    await page.waitForTimeout(QUIET_MS)
    counting = false
    const scripts = await Promise.all(sizes)
    // Chromium now and then finishes a module chunk with encodedDataLength 0 although its bytes
    // came over the network (seen for chunks imported while hydrating); the page's own Resource
    // Timing entry has the encoded body size of such a file.
    const timed = await page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .map((entry) => [entry.name, (entry as PerformanceResourceTiming).encodedBodySize]),
      ),
    )
    const bytes = scripts.reduce(
      (sum, script) => sum + (script.bytes > 0 ? script.bytes : (timed[script.url] ?? 0)),
      0,
    )
    return {
      files: scripts.length,
      kB: Math.round((bytes / 1024) * 10) / 10,
      hydratedMs: Math.round(hydratedMs),
    }
  } finally {
    page.off('request', onRequest)
    page.off('requestfinished', onFinished)
    page.off('requestfailed', onFailed)
  }
}
