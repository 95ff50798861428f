// `npm run measure:js -- [/path/ ...]`: the script a fresh visit to each page transfers (kB over
// the wire, gzip), counted as the budget test counts it (scripts/bench/js-weight.ts), without
// throttling. Default: the budget pages (tests/e2e/js-budgets.ts). Serves the production build
// in BUILD_DIR (default .build/bench, built when missing) itself.
import { chromium } from '@playwright/test'
import { chromiumPath } from '../tests/chromium-path.mjs'
import { JS_BUDGETS } from '../tests/e2e/js-budgets.ts'
import { jsWeight } from './bench/js-weight.ts'
import { ensureBuild, startSite } from './bench/servers.mjs'

const buildDir = process.env.BUILD_DIR ?? '.build/bench'
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : Object.values(JS_BUDGETS).map((budget) => budget.path)

ensureBuild(buildDir, false)
const site = await startSite(
  { BUILD_DIR: buildDir, DATA_DIR: process.env.DATA_DIR ?? '.data/bench', DATABASE_URL: undefined },
  { warm: false },
)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] })
try {
  for (const path of paths) {
    const context = await browser.newContext()
    const weight = await jsWeight(await context.newPage(), `${site.url}${path}`)
    const budget = Object.values(JS_BUDGETS).find((page) => page.path === path)
    console.log(
      `${path}: ${weight.files} scripts, ${weight.kB} kB${budget ? ` (limit ${budget.limit} kB)` : ''}`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  site.stop()
}
