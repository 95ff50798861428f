// The JavaScript a page really loads in Chromium (module scripts, preloads and the chunks loaded
// while it hydrates), each file gzipped at level 9 as a CDN would send it. Shared by the
// benchmark and the budget test (tests/e2e/js-budget.spec.ts).
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
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  page.off('response', onResponse)
  const bytes = [...files.values()].reduce((sum, size) => sum + size, 0)
  return { files: files.size, kB: Math.round((bytes / 1024) * 10) / 10 }
}
