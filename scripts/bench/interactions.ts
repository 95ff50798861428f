// The interactions `npm run bench:lighthouse` times (decision 0018), each on a fresh phone context with
// a 4x slower CPU, after the page has hydrated, driven as a person would (Playwright's trusted
// input). Each returns the slowest interaction of its step (scripts/bench/event-timing.ts).
import type { Browser, Page } from '@playwright/test'
import { BENCH_ZIP, JS_BUDGETS } from '../../tests/e2e/js-budgets.ts'
import { recordInteractions, type Interaction } from './event-timing.ts'
import { phoneContext, throttle } from './mobile.ts'

type Step = {
  name: string
  path: string
  act: (page: Page, recorder: { reset: () => Promise<void> }) => Promise<void>
}

export const STEPS: Step[] = [
  {
    name: `home: type ${BENCH_ZIP}, Enter, until the finder's next step shows`,
    path: JS_BUDGETS.home!.path,
    act: async (page) => {
      const zip = page.getByLabel('ZIP code')
      await zip.click()
      await zip.pressSequentially(BENCH_ZIP, { delay: 120 })
      await zip.press('Enter')
      await page.getByRole('heading', { name: 'Optional: tell us about your health' }).waitFor()
    },
  },
  {
    name: 'enrollment: Next with empty fields, until the error summary shows',
    path: JS_BUDGETS.enrollment!.path,
    act: async (page) => {
      await page.getByRole('button', { name: 'Next', exact: true }).click()
      await page
        .getByRole('alert')
        .filter({ hasText: 'Please fill in all required fields' })
        .waitFor()
    },
  },
  {
    name: 'provider search: Spanish + accepting new patients, Apply filters, until updated',
    path: JS_BUDGETS['provider search']!.path,
    act: async (page, recorder) => {
      await page.getByLabel('ZIP code').fill(BENCH_ZIP)
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await page
        .getByRole('heading', { level: 2, name: /results within 10 miles of/ })
        .waitFor({ timeout: 30_000 })
      await recorder.reset() // the search itself is not the filter
      await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Spanish' })
      await page.getByLabel('Accepting new patients').check()
      await page.getByRole('button', { name: 'Apply filters' }).click()
      await page.getByRole('status').filter({ hasText: 'Results Updated' }).waitFor()
    },
  },
]

/** Runs `step` once on `baseUrl` and returns its slowest interaction. */
export async function slowestInteraction(
  browser: Browser,
  baseUrl: string,
  step: Step,
): Promise<Interaction | null> {
  const context = await phoneContext(browser)
  try {
    const page = await context.newPage()
    const recorder = await recordInteractions(page)
    await throttle(page, { network: false })
    await page.goto(`${baseUrl}${step.path}`)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 })
    await step.act(page, recorder)
    return await recorder.slowest()
  } finally {
    await context.close()
  }
}
