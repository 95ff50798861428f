import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { buildId } from './scripts/build-id.ts'

// The build id lets a long-open tab notice a new deployment (src/ui/build-version.ts).
export default defineConfig({
  resolve: { tsconfigPaths: true },
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
