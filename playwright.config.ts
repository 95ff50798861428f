import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './tests/chromium-path.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const executablePath = chromiumPath()

export default defineConfig({
  testDir: 'tests/e2e',
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
    command: 'npm run build && npm run db:setup && node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/app-data.json`,
    env: { PORT: String(port), DATA_DIR: `.data/e2e-${port}`, BUILD_DIR: port === 3100 ? 'dist' : `.build/e2e-${port}` },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
})
