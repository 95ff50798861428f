import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { buildId } from './scripts/build-id.ts'

// The build id lets a long-open tab notice a new deployment (src/ui/build-version.ts).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // The code is written against React's API and rendered by Preact (decision 0016): about 50 kB
    // gzip less JavaScript on every page.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The server renders with Preact too: the packages that import React are bundled into the
  // server build, so the aliases above reach them.
  environments: {
    client: {
      build: {
        // Fewer, larger chunks (issue 17): the browser's main thread pays for each request a page
        // starts. The libraries every page runs are one chunk, and so is the site's own code that
        // most pages share.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|preact|i18next|react-i18next|use-sync-external-store|seroval|@prismicio[\\/]client)/,
                  priority: 2,
                },
                { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: Number(process.env.SHARE ?? 12), priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      resolve: {
        noExternal: [/^@tanstack\//, /^@prismicio\/react/, /^react-i18next/, /^@xstate\/react/, /^react/, /^use-sync-external-store/],
      },
      // The development server runs these CommonJS modules once bundled, with the aliases applied.
      optimizeDeps: { include: ['use-sync-external-store/shim', 'use-sync-external-store/shim/with-selector'] },
    },
  },
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  server: { port: Number(process.env.PORT ?? 3000) },
  // BUILD_DIR lets parallel test runs build side by side; the default is dist/.
  build: { outDir: process.env.BUILD_DIR ?? 'dist' },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      // A route's loader travels with its component (issue 17 budgets): what a loader imports
      // (feature queries, server-function clients) loads with the page that uses it, not with
      // every page's entry. Search validation, beforeLoad and head stay with the route table.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
  ],
})
