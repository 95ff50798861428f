import { expect, test as base } from '@playwright/test'

/** React's errors for a page whose HTML the browser's first render did not match (react.dev/errors). */
const HYDRATION_ERROR =
  /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|didn't match/

/**
 * Playwright's test, with page.goto and page.reload waiting until React has hydrated (the root
 * marks <html data-hydrated>). Pages arrive fully rendered, so without this a journey could click
 * a button before it responds. Pages opened with JavaScript off, and static pages, are not waited for.
 * A journey fails when React reports that a page's server HTML did not match its first render
 * (React then renders that part again in the browser: the person sees it change).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const mismatches: string[] = []
    page.on(
      'pageerror',
      (error) =>
        HYDRATION_ERROR.test(error.message) && mismatches.push(`${page.url()}: ${error.message}`),
    )
    page.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        HYDRATION_ERROR.test(message.text()) &&
        mismatches.push(`${page.url()}: ${message.text()}`),
    )
    if (javaScriptEnabled !== false) {
      // Static pages (/404.html, /500.html) have no script and never hydrate. (The entry's module
      // script is no sign: hydration may already have taken it out of the page when this looks.)
      const hydrated = async () => {
        if (
          !(await page.evaluate(
            () =>
              document.scripts.length > 0 || document.documentElement.hasAttribute('data-hydrated'),
          ))
        )
          return
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
      }
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (response && response.status() < 400) await hydrated()
        return response
      }
      page.reload = async (options) => {
        const response = await reload(options)
        await hydrated()
        return response
      }
    }
    await use(page)
    expect(mismatches, 'hydration mismatches').toEqual([])
  },
})

export { expect }
export type { Page, Locator, Route } from '@playwright/test'
