// The JavaScript a page loads for itself in Chromium (module scripts, preloads and the chunks
// loaded while it hydrates), each file gzipped at level 9 as a CDN would send it. Shared by the
// benchmark and the budget test (tests/e2e/js-budget.spec.ts).
//
// The page is opened in data-saver mode, which turns off the site's prefetching of the pages its
// links lead to (spec 9.8): those chunks are the next pages' JavaScript, fetched in idle time,
// and whether a batch fell inside "network idle" depended on the machine's load (content page
// 183 kB on a quiet run, 242-261 kB on a loaded one). Counting stops once the page has hydrated
// and the network has been idle for half a second.
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

export async function jsWeight(page: Page, url: string): Promise<{ files: number; kB: number }> {
  const files = new Map<string, number>()
  const pending: Promise<unknown>[] = []
  const onResponse = (response: Response) => {
    if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return
    pending.push(
      response.body().then(
        (body) => files.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => {},
      ),
    )
  }
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } })
  })
  page.on('response', onResponse)
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  page.off('response', onResponse)
  const bytes = [...files.values()].reduce((sum, size) => sum + size, 0)
  return { files: files.size, kB: Math.round((bytes / 1024) * 10) / 10 }
}
