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
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
