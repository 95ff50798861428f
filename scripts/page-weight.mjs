// `npm run measure:js -- /path/ [/other/]`: the JavaScript a page loads in production, gzipped,
// as the budget test measures it (scripts/bench/js-weight.ts: every script Chromium fetches until
// the page has hydrated and the network is idle). The HTML names no script of its own: the
// first-paint loader adds them (src/ui/first-paint-scripts.tsx). Serves the existing build itself.
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { chromiumPath } from '../tests/chromium-path.mjs'
import { jsWeight } from './bench/js-weight.ts'

const buildDir = process.env.BUILD_DIR ?? 'dist'
const port = 3900 + Math.floor(Math.random() * 90)
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve) => server.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve()))
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] })

try {
  for (const path of paths) {
    const page = await browser.newPage()
    const weight = await jsWeight(page, `http://127.0.0.1:${port}${path}`)
    console.log(`${path}: ${weight.files} scripts, gzip ${weight.kB} kB`)
    await page.close()
  }
} finally {
  await browser.close()
  server.kill()
}
