// The five pages decision 0017 measures for first paint (LCP = FCP), shared by `npm run
// bench:lighthouse` and tests/e2e/first-paint.spec.ts. English paths; the spec reaches each
// Spanish twin through the page's hreflang link.
export const FIRST_PAINT_PAGES: Record<string, string> = {
  home: '/',
  results: '/find-a-plan/?zip=70075&county=22071&view=all',
  article: '/resources/new-to-medicare/',
  enrollment: '/enroll-2026/',
  'provider search': '/search-providers/',
}
