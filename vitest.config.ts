import { defineConfig } from 'vitest/config'
import viteReact from '@vitejs/plugin-react'
import { chunkMap } from './scripts/vite/chunk-map.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  plugins: [viteReact(), chunkMap()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'db/**/*.test.ts',
      'slices/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    testTimeout: 30_000,
    // Servers that share a database must share the signing secret of preview and form tokens
    // (decision 0012); the suite runs on PostgreSQL too, so it sets one, as the e2e server does.
    env: { PREVIEW_SECRET: 'unit-tests-only-preview-secret-not-for-production' },
    hookTimeout: 120_000,
  },
})
