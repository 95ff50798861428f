import { expect, test, type Page } from './test'
import { expectNoAxeViolations } from './axe'
import { FIRST_PAINT_PAGES } from './first-paint-pages'
import { SITE_TIME_ZONE } from '../../src/ui/call-hours'

// The first paint is the final paint: the server HTML is the picture, and hydration changes nothing
// visible (ARCHITECTURE.md, "Hydration must not repaint what the server sent"). Each check names a
// cause of a largest paint later than the first, not a speed.

// A visitor on the site's day. A printout's date is the reader's own, written just after hydration
// (src/care/printed-date.ts), so from another day the results' print header changes on purpose;
// my-care.spec.ts hydrates those pages from 14 hours ahead of UTC and 11 behind.
test.use({ timezoneId: SITE_TIME_ZONE })

type Paint = {
  startTime: number
  path: string | null
  text: string
  src: string | null
  connected: boolean
  inserted: boolean
}
type Recorded = { lcp: Paint[]; hydratedAt: number | null; fcp: number | null }

/**
 * Runs before the page's own scripts: keeps every largest-paint candidate as reported (with its
 * element, and that element's path as it stood then), when <html data-hydrated> is set, and each
 * node put into the page after the parser finished (by script: React inserting what it did not
 * find in the server's HTML).
 */
function recordPaints() {
  const pathOf = (node: Element | null): string | null => {
    const steps: string[] = []
    for (let el = node; el && el !== document.documentElement; el = el.parentElement) {
      steps.unshift(
        `${el.tagName.toLowerCase()}:nth-child(${[...(el.parentElement?.children ?? [])].indexOf(el) + 1})`,
      )
    }
    return node?.isConnected ? `html > ${steps.join(' > ')}` : null
  }
  const state = {
    lcp: [] as unknown[],
    elements: [] as (Element | null)[],
    hydratedAt: null as number | null,
    inserted: new WeakSet<Node>(),
  }
  Object.assign(window, { __firstPaint: state })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element: Element | null
      url: string
    })[]) {
      state.elements.push(entry.element)
      state.lcp.push({
        startTime: entry.startTime,
        path: pathOf(entry.element),
        text: entry.element?.textContent?.trim() ?? '',
        src: entry.url || null,
      })
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  let parsed = false
  document.addEventListener('DOMContentLoaded', () => (parsed = true))
  new MutationObserver((records) => {
    if (parsed)
      for (const record of records) record.addedNodes.forEach((node) => state.inserted.add(node))
  }).observe(document, { subtree: true, childList: true })
  // The document has no <html> element yet when this runs: watch the whole document.
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return
    state.hydratedAt = performance.now()
    observer.disconnect()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

/** What the page recorded, once hydrated, the network idle and two more frames painted. */
async function collect(page: Page): Promise<Recorded> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  return page.evaluate(() => {
    type State = {
      lcp: Omit<Paint, 'connected' | 'inserted'>[]
      elements: (Element | null)[]
      hydratedAt: number | null
      inserted: WeakSet<Node>
    }
    const { lcp, elements, hydratedAt, inserted } = (window as unknown as { __firstPaint: State })
      .__firstPaint
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const wasInserted = (node: Node | null): boolean =>
      !!node && (inserted.has(node) || wasInserted(node.parentNode))
    return {
      lcp: lcp.map((paint, i) => ({
        ...paint,
        connected: elements[i]?.isConnected ?? false,
        inserted: wasInserted(elements[i] ?? null),
      })),
      hydratedAt,
      fcp,
    }
  })
}

/**
 * The text of the main landmark and the call bar (hidden parts too: the call bar's hours sit
 * behind a button on a phone), scripts left out, white space folded.
 */
const pageText = (page: Page) =>
  page.evaluate(() =>
    ['main', '.call-bar'].map((selector) => {
      const copy = document.querySelector(selector)?.cloneNode(true) as Element | undefined
      copy?.querySelectorAll('script, noscript, template').forEach((node) => node.remove())
      return copy?.textContent?.replace(/\s+/g, ' ').trim()
    }),
  )

/** The English page and its Spanish twin (the hreflang link; the results keep their query). */
async function bothLanguages(page: Page, path: string): Promise<[string, string][]> {
  const response = await page.request.get(path)
  const html = await response.text()
  const twin = html.match(/<link rel="alternate" hreflang="es" href="([^"]+)"/i)?.[1]
  if (!twin) throw new Error(`${path} names no Spanish twin`)
  return [
    ['en', path],
    ['es', new URL(twin).pathname + (new URL(path, 'http://x').search ?? '')],
  ]
}

for (const [name, englishPath] of Object.entries(FIRST_PAINT_PAGES)) {
  test(`${name}: the largest paint is the server's and unchanged by hydration @phone`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.addInitScript(recordPaints)
    for (const [lang, path] of await bothLanguages(page, englishPath)) {
      await test.step(lang, async () => {
        // The same page without JavaScript: what the server painted.
        const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
          test.info().project.use
        const context = await browser.newContext({
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          baseURL,
          javaScriptEnabled: false,
        })
        const serverPage = await context.newPage()
        await serverPage.goto(path)
        const serverText = await pageText(serverPage)

        await page.goto(path)
        const record = await collect(page)
        expect(record.hydratedAt, 'hydration').not.toBeNull()
        expect(record.fcp, 'a first contentful paint').not.toBeNull()
        expect(record.lcp.length, 'a largest paint').toBeGreaterThan(0)

        // Every largest-paint candidate is an element of the server's HTML, none one that script
        // put in (React replacing what it did not find), and the last one is still in the page
        // (hydration did not replace it) and is the server's element, text and all. On a busy
        // machine the browser may paint a server element only after hydration has ended: that
        // changes nothing a person sees, so the time of a paint is not the test.
        const inserted = record.lcp.filter((paint) => paint.inserted)
        expect(inserted, 'largest-paint candidates put in by script').toEqual([])
        const last = record.lcp.at(-1)!
        expect(last.path, 'the largest paint element').not.toBeNull()
        expect(last.connected, 'the largest paint element is still in the page').toBe(true)
        const server = serverPage.locator(last.path!)
        await expect(
          server,
          `the largest paint element (${last.path}) in the server HTML`,
        ).toHaveCount(1)
        if (last.src)
          expect(
            await server.evaluate((image: HTMLImageElement) => image.currentSrc || image.src),
          ).toBe(last.src)
        else expect((await server.textContent())?.trim()).toBe(last.text)

        // Hydration changes no text in the main landmark or the call bar.
        expect(await pageText(page)).toEqual(serverText)
        await context.close()
        await expectNoAxeViolations(page)
      })
    }
  })
}
