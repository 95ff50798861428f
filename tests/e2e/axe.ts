import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Every journey ends here: an axe scan with the WCAG 2.2 AA rule set must find nothing. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

/**
 * The axe scan of a page as a browser without JavaScript shows it: axe runs as page script, which
 * that browser forbids, so the same HTML (its scripts taken out, the page's own CSS and images
 * loaded) is opened in a second browser context that may run axe, and scanned there.
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  const browser = page.context().browser()
  if (!browser) throw new Error('No browser to scan in')
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  })
  try {
    const scan = await context.newPage()
    await scan.route('**/*', (route) => {
      const type = route.request().resourceType()
      if (type === 'document')
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html })
      return type === 'script' ? route.abort() : route.continue()
    })
    await scan.goto(page.url())
    await expectNoAxeViolations(scan)
  } finally {
    await context.close()
  }
}
