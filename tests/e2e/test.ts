import { test as base } from '@playwright/test'

/**
 * Playwright's test, with page.goto and page.reload waiting until React has hydrated (the root
 * marks <html data-hydrated>). Pages arrive fully rendered, so without this a journey could click
 * a button before it responds. Pages opened with JavaScript off, and static pages, are not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // Static pages (/404.html, /500.html) have no script and never hydrate. (The entry's module
      // script is no sign: hydration may already have taken it out of the page when this looks.)
      const hydrated = async () => {
        if (!(await page.evaluate(() => document.scripts.length > 0 || document.documentElement.hasAttribute('data-hydrated')))) return
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
  },
})

export { expect } from '@playwright/test'
export type { Page, Locator } from '@playwright/test'
