import { defineConfig } from 'vite'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { buildId } from './scripts/build-id.ts'
import { chunkMap } from './scripts/vite/chunk-map.ts'
import { precompress } from './scripts/vite/precompress.ts'

// The build id lets a long-open tab notice a new deployment (src/ui/recovery-watch.tsx).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        // Fewer, larger chunks (decision 0017): the browser's main thread pays for each request a page
        // starts. The libraries every page runs are one chunk, and so is the site's own code that
        // most pages share.
        rolldownOptions: {
          output: {
            // Almost all of the framework chunk runs while the page hydrates, so V8 is told to
            // compile all of it at once (Chrome 136's explicit compile hint), on a background thread
            // while the file is still downloading, instead of each function on the main thread at
            // its first call. Measured on Slow 4G and 4x CPU: hydrated 25-70 ms sooner on the five
            // pages (decision 0018, fifth session). Browsers without the hint read a comment.
            postBanner: (chunk) =>
              chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|seroval|@prismicio[\\/]client)[\\/]/,
                  priority: 2,
                },
                // The slices most pages use (each on 400 to 1,500 of the 1,588 documents) travel as
                // one file of 3.8 kB: a content page asks for 8 scripts instead of 14, each a round
                // trip a phone on HTTP/1.1 pays; the rarer slices stay a file each.
                // With them, the two commonest page components (content pages and the home page)
                // and the home ZIP form, which editors place on the home and landing pages.
                {
                  name: 'slices',
                  test: /[\\/]slices[\\/](Hero|RichText|CallToActionBanner|FaqAccordion|Feature|AlertOrDisclaimer|BenefitHighlights|ContactBlock)[\\/]|[\\/]src[\\/]ui[\\/]content-image|[\\/]src[\\/]routes[\\/]\$lang[\\/](index|\$)\.tsx\?tsr-split|[\\/]src[\\/]features[\\/]plan-finder[\\/](home-zip-form|zip-step)\./,
                  priority: 1,
                },
                // Helpers of a few hundred bytes the finder, the wizard and the searches share:
                // one request instead of up to three.
                {
                  name: 'common',
                  test: /[\\/]src[\\/](plans[\\/](once|money)|care[\\/]care-format|ui[\\/]toast)\./,
                  priority: 1,
                },
                {
                  name: 'shared',
                  test: /[\\/]src[\\/]/,
                  minShareCount: Number(process.env.SHARE ?? 12),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  server: { port: Number(process.env.PORT ?? 3000) },
  // BUILD_DIR lets parallel test runs build side by side; the default is dist/.
  build: { outDir: process.env.BUILD_DIR ?? 'dist' },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      // Browser code never reaches a `*.server` module nor @tanstack/react-start/server: Start's
      // import protection checks every import after it has compiled server code out (a server
      // function's handler, a route's server handlers), fails the build on a leak and warns in
      // development. The slice library sits beside src/, so it is named too.
      importProtection: { include: ['src/**', 'slices/**'] },
      // The one stylesheet (src/styles/app.css, every page's) arrives inside the page (Start's own
      // inlining): no request before the first paint, which on Slow 4G costs a round trip of more
      // than half a second. Vite's loader still fetches the file once (7.5 kB), beside the
      // first chunk loaded after hydration that imports the entry: it looks for a <link>, not a
      // <style>. None of the five measured pages waits for it before hydrating.
      server: { build: { inlineCss: true } },
      // A route's loader travels with its component (decision 0015): what a loader imports
      // (feature queries, server-function clients) loads with the page that uses it, not with
      // every page's entry. Search validation, beforeLoad and head stay with the route table.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      },
    }),
    viteReact(),
    // React Aria (the formulary's combobox and drawer) ships its own words in 34 languages; the
    // site speaks two, so only theirs are bundled.
    optimizeLocales.vite({ locales: ['en', 'es'] }),
    chunkMap(),
    precompress(),
  ],
})
