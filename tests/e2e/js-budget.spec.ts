import { expect, test } from '@playwright/test'
import { jsWeight } from '../../scripts/bench/js-weight.ts'
import { JS_BUDGETS } from './js-budgets'

// The JavaScript a page loads is a budget, not a hope (issue 17): every script Chromium fetches
// until the network is idle, gzipped, must stay within the enforced limit of its kind of page.
for (const [kind, budget] of Object.entries(JS_BUDGETS)) {
  test(`a ${kind} page (${budget.path}) loads at most ${budget.limit} kB of JavaScript (gzip)`, async ({ page }) => {
    const weight = await jsWeight(page, budget.path)
    test.info().annotations.push({ type: 'gzip kB', description: `${weight.kB} kB in ${weight.files} files (goal ${budget.target} kB)` })
    expect(weight.files).toBeGreaterThan(0)
    expect(weight.kB).toBeLessThanOrEqual(budget.limit)
  })
}
