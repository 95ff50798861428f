import { expect, test } from '@playwright/test'
import { jsWeight } from '../../scripts/bench/js-weight.ts'
import { JS_BUDGETS } from './js-budgets'

// The JavaScript a page loads is a budget, not a hope (decision 0018): the scripts a fresh visit
// transfers, counted from the browser's network as `npm run bench:lighthouse` counts them, must
// stay within the limit of each of the five pages (at the goals for React 19).
for (const [kind, budget] of Object.entries(JS_BUDGETS)) {
  test(`the ${kind} page (${budget.path}) transfers at most ${budget.limit} kB of script`, async ({
    page,
  }) => {
    const weight = await jsWeight(page, budget.path)
    test.info().annotations.push({
      type: 'script kB',
      description: `${weight.kB} kB in ${weight.files} files (goal ${budget.target} kB)`,
    })
    expect(weight.files).toBeGreaterThan(0)
    expect(weight.kB).toBeLessThanOrEqual(budget.limit)
  })
}
