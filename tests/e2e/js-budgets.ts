// JavaScript budgets (issue 17), gzip kB a page loads. `target` is the goal; `limit` is
// what the suite enforces today (tests/e2e/js-budget.spec.ts): it only ever moves down, and is
// never above the target. See docs/decisions/0015-page-cache-reference-data-and-budgets.md and
// 0016-preact-renders-the-react-api.md (measured 110.3 / 114.9 / 166.9 kB on 2026-11-26), and
// 0017-short-tasks-while-a-page-hydrates.md (104.8 / 108.0 / 159.9 kB the same day, later).
export const JS_BUDGETS: Record<string, { path: string; target: number; limit: number }> = {
  content: { path: '/about-us/', target: 120, limit: 110 },
  home: { path: '/', target: 140, limit: 113 },
  enrollment: { path: '/enroll-2026/', target: 170, limit: 165 },
}
