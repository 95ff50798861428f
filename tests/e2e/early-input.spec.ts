import type { Browser } from '@playwright/test'
import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

// A person who types a ZIP on the home page and presses Enter before the page has
// hydrated still lands on the plan finder for that ZIP. Until the page hydrates, the form is the
// server's plain GET form to the finder (the same form with JavaScript off:
// tests/e2e/plan-finder.spec.ts); the router hydrates once the code of every slice the server
// rendered has arrived (src/router.tsx), and the form's code arrives with the home page's own
// (vite.config.ts). Both moments are tried: before any script has arrived, and when everything but
// one slice's code (the card grid below the form) has arrived.
const cases = [
  {
    lang: 'en',
    home: '/',
    finder: '/find-a-plan/',
    zipLabel: 'ZIP code',
    parishes: 'Which parish do you live in?',
  },
  {
    lang: 'es',
    home: '/es/',
    finder: '/es/encontrar-un-plan/',
    zipLabel: 'Código postal',
    parishes: '¿En qué parroquia vive?',
  },
] as const

/** Opens the home page with the scripts matching `held` waiting until the ZIP has been submitted. */
async function submitBeforeHydration(browser: Browser, c: (typeof cases)[number], held: RegExp) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
    test.info().project.use
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  })
  const page = await context.newPage()
  let release!: () => void
  const submitted = new Promise<void>((resolve) => (release = resolve))
  await page.route(held, async (route) => {
    await submitted
    await route.continue()
  })
  await page.goto(c.home, { waitUntil: 'domcontentloaded' })
  await page.getByLabel(c.zipLabel).first().fill('70075')
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
    'hydrated before the submit',
  ).toBe(false)
  await page.getByLabel(c.zipLabel).first().press('Enter')
  release()

  await expect(page).toHaveURL(
    new RegExp(`${c.finder.replace(/[/.]/g, '\\$&')}\\?zip=70075#plan-finder$`),
  )
  await expect(page.getByRole('group', { name: c.parishes })).toBeVisible({ timeout: 15_000 })
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expectNoAxeViolations(page)
  await context.close()
}

for (const c of cases) {
  test(`a ZIP submitted before the home page has hydrated opens the finder for it (${c.lang}) @phone`, async ({
    browser,
  }) => {
    // No script yet: the form is the server's GET form.
    await submitBeforeHydration(browser, c, /\/assets\/.*\.js$/)
  })

  test(`a ZIP submitted while one slice's code is still on its way opens the finder (${c.lang})`, async ({
    browser,
  }) => {
    // Everything loads but the code of the home page's card grid (a slice below the form).
    await submitBeforeHydration(browser, c, /\/assets\/CardGrid-[^/]*\.js$/)
  })
}
