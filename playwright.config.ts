import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './tests/chromium-path.mjs'
import { E2E_PREVIEW_SECRET } from './tests/e2e/preview-link.ts'

const port = Number(process.env.E2E_PORT ?? 3100)
const executablePath = chromiumPath()

// With DATABASE_URL (CI sets it when PostgreSQL answers) the journeys run on PostgreSQL, in a
// database of their own made fresh for each run, with a fixed test encryption key.
function postgresEnv(): Record<string, string> {
  const admin = process.env.DATABASE_URL
  if (!admin) return {}
  const url = new URL(admin)
  url.pathname = `/ceiba_e2e_${port}`
  return {
    DATABASE_URL: url.toString(),
    ADMIN_DATABASE_URL: admin,
    ENROLLMENT_KEY: Buffer.alloc(32, 7).toString('base64'),
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs on other ports (side by side) keep their results apart.
  outputDir: port === 3100 ? 'test-results' : `test-results-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command:
      'npm run build && node scripts/e2e-database.mjs && npm run db:setup && node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/app-data.json`,
    env: {
      PORT: String(port),
      DATA_DIR: `.data/e2e-${port}`,
      BUILD_DIR: port === 3100 ? 'dist' : `.build/e2e-${port}`,
      // Test pages on, a known preview signing secret, and rate limits raised: every journey
      // comes from one address (decision 0012; tests/e2e/security.spec.ts checks the defaults).
      ENABLE_TEST_PAGES: '1',
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      RATE_LIMIT_SCALE: '1000',
      ...postgresEnv(),
    },
    reuseExistingServer: false,
    // A fresh database seeds every plan year (2019-2026), the directory and the formularies first.
    timeout: 600_000,
    stdout: 'pipe',
  },
})
