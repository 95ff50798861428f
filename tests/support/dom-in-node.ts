import { JSDOM } from 'jsdom'

/**
 * A DOM for component tests that also need the real database in the same file. Vitest's jsdom
 * environment transforms modules for the browser, which breaks `new URL(..., import.meta.url)`
 * in PGlite and db/client.ts; these tests run in the node environment and import this module
 * first, so React and Testing Library find a DOM while Node keeps its own URL, fetch and timers.
 */
const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
})
const target = globalThis as Record<string, unknown>
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in target || key.startsWith('_')) continue
  target[key] = (dom.window as unknown as Record<string, unknown>)[key]
}
const define = (key: string, value: unknown) =>
  Object.defineProperty(globalThis, key, { value, configurable: true, writable: true })
define('window', dom.window)
define('document', dom.window.document)
define('navigator', dom.window.navigator)
target.IS_REACT_ACT_ENVIRONMENT = true
