import { readdirSync } from 'node:fs'
import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

// The chunks of the string namespaces: `core-en-….js`, `core-es-….js` (common, content, slices),
// `enrollment-….js`, … (the `slices-….js` chunk is the common slices' code, not strings).
const core = ['common', 'content', 'slices']
const namespaces = readdirSync('locales/en-us')
  .map((file) => file.replace(/\.json$/, ''))
  .filter((namespace) => !core.includes(namespace))
const stringChunk = new RegExp(`^/assets/(core-en|core-es|${namespaces.join('|')})-[\\w-]{8}\\.js$`)

// A phone fetches every script a page needs to hydrate beside its entry, not a round trip after
// the entry has run: the server names the chunks of the page's slices and strings as module
// preloads (src/content/chunk-preloads.ts). Each script the page loads while it hydrates was
// named in its HTML.
const pages = [
  '/about-us/',
  '/es/sobre-nosotros/',
  '/enroll-2026/?plan=ceiba-core-hmo-miami-2026',
  '/es/inscribirse-2026/?plan=ceiba-core-hmo-miami-2026',
]

for (const path of pages) {
  test(`every script ${path} hydrates with is named in its HTML`, async ({ page }) => {
    const html = await (await page.request.get(path)).text()
    const named = new Set(
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
    )
    expect(named.size).toBeGreaterThan(0)
    // When hydration ended: what the page fetches after it (the next pages' code) is not counted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return
        Object.assign(window, { __hydratedAt: performance.now() })
        observer.disconnect()
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(path)
    const loaded = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => /\.(js|css)$/.test(pathname))
    })
    const styles = loaded.filter((file) => file.endsWith('.css'))
    const scripts = loaded.filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    // The wizard loads the code of its result pages as soon as it shows, on purpose
    // (src/features/enrollment/enrollment-page.tsx): not for hydrating this page.
    const resultPages = /^\/assets\/(confirmation|error|result-pages)-[^/]+\.js$/
    expect(scripts.filter((script) => !named.has(script) && !resultPages.test(script))).toEqual([])
    // The page's strings and its styles arrive inside the page (src/i18n/page-strings.ts, Start's
    // inlineCss): hydrating fetches neither, each a round trip a phone would wait for.
    expect(scripts.filter((script) => stringChunk.test(script))).toEqual([])
    expect(styles).toEqual([])
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    expect(html).toMatch(/<style[^>]*data-tsr-inline-css/)
    await expectNoAxeViolations(page)
  })
}
