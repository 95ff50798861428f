// `npm run bench`: the figures of decision 0017 in one run, on the production build.
//   pages: requests per second at 50 connections against a bare Node server answering the same
//          HTML from memory; `/` at 500 connections for 30 s (errors, timeouts, p99), the site
//          and the bare server alike;
//   JavaScript each kind of page loads (gzip) against its budget;
//   API p99 at 50 connections on PGlite and, when DATABASE_URL is set, on PostgreSQL, with a
//   bare Node server's p99 for the same JSON as the floor.
// Options: --build (rebuild first), --duration=<s> (per page and endpoint, default 10),
//          --skip=pages,js,api (parts to leave out).
// Benchmarks, not tests: nothing here fails on a slow number (the budgets are enforced by
// tests/e2e/js-budget.spec.ts).
import { chromium } from '@playwright/test'
import { chromiumPath } from '../tests/chromium-path.mjs'
import { JS_BUDGETS } from '../tests/e2e/js-budgets.ts'
import { SCENARIOS, seedData } from './bench-api.mjs'
import { jsWeight } from './bench/js-weight.ts'
import { load, warmedLoad } from './bench/load.mjs'
import { ensureBuild, startBareReference, startSite } from './bench/servers.mjs'

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const duration = Number(args.get('duration') ?? 10)
const skip = new Set((args.get('skip') ?? '').split(',').filter(Boolean))
const buildDir = process.env.BUILD_DIR ?? 'dist'
const PAGES = ['/', '/about-us/', '/es/sobre-nosotros/', '/find-a-plan/']
// Benchmarks come from one address: the per-client limits of state-changing endpoints are raised.
const siteEnv = { BUILD_DIR: buildDir, RATE_LIMIT_SCALE: '1000000' }

ensureBuild(buildDir, args.has('build'))

async function pagesAgainstBare(url) {
  const bare = await startBareReference(url, PAGES)
  const rows = []
  try {
    for (const path of PAGES) {
      const site = await warmedLoad(url, [path], { duration })
      const reference = await warmedLoad(bare.url, [path], { duration })
      // As browsers ask (Accept-Encoding: gzip; both servers are warm by now); the bare server
      // sends a body it compressed once.
      const gzip = { duration, headers: { 'accept-encoding': 'gzip' } }
      const siteGzip = await load(url, [path], gzip)
      const referenceGzip = await load(bare.url, [path], gzip)
      rows.push({
        page: path,
        'site req/s': site.rps,
        'bare req/s': reference.rps,
        ratio: +(site.rps / reference.rps).toFixed(2),
        'site p99 ms': site.p99,
        'gzip: site req/s': siteGzip.rps,
        'gzip: bare req/s': referenceGzip.rps,
        'gzip ratio': +(siteGzip.rps / referenceGzip.rps).toFixed(2),
        errors:
          site.errors +
          site.timeouts +
          site.non2xx +
          siteGzip.errors +
          siteGzip.timeouts +
          siteGzip.non2xx,
      })
    }
  } finally {
    bare.stop()
  }
  console.log(
    `\nPages, 50 connections, ${duration} s each, against a bare Node server with the same HTML (plain, and gzip as browsers ask)`,
  )
  console.table(rows)
  // The same peak against the bare reference: the p99 this machine allows at 500 connections.
  const peak = await load(url, ['/'], { connections: 500, duration: 30 })
  const bareHome = await startBareReference(url, ['/'])
  let floor
  try {
    floor = await warmedLoad(bareHome.url, ['/'], { connections: 500, duration: 30 })
  } finally {
    bareHome.stop()
  }
  const row = (server, r) => ({
    server,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    requests: r.requests,
    errors: r.errors,
    timeouts: r.timeouts,
    'non-2xx': r.non2xx,
  })
  console.log('\n/ at 500 connections for 30 s')
  console.table([row('site', peak), row('bare Node server, same HTML (floor)', floor)])
}

async function javascript(url) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const rows = []
  try {
    for (const [kind, { path, target, limit }] of Object.entries(JS_BUDGETS)) {
      const page = await browser.newPage()
      const weight = await jsWeight(page, `${url}${path}`)
      rows.push({
        page: `${kind} (${path})`,
        files: weight.files,
        'gzip kB': weight.kB,
        'goal kB': target,
        'enforced limit kB': limit,
      })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  console.log(
    '\nJavaScript a page loads (Chromium, every script fetched until the network is idle, gzip -9)',
  )
  console.table(rows)
}

async function apis(url, database) {
  const data = seedData()
  const rows = []
  for (const scenario of SCENARIOS) {
    const paths = scenario.paths(data)
    for (const path of paths.slice(0, 3)) await fetch(`${url}${path}`) // load reference data and warm caches
    const result = await warmedLoad(url, paths, { duration })
    rows.push({
      endpoint: scenario.name,
      'req/s': result.rps,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    })
  }
  // The floor: a bare Node server answering the first endpoint's first answer from memory, with
  // the same connections, so the latency the machine and the load generator allow is in the table.
  const first = SCENARIOS[0].paths(data)[0]
  const bare = await startBareReference(url, [first])
  try {
    const floor = await warmedLoad(bare.url, [first], { duration })
    rows.push({
      endpoint: 'bare Node server, same JSON (floor)',
      'req/s': floor.rps,
      'p50 ms': floor.p50,
      'p99 ms': floor.p99,
      'non-2xx': floor.non2xx,
      errors: floor.errors + floor.timeouts,
    })
  } finally {
    bare.stop()
  }
  console.log(`\nAPI, 50 connections, ${duration} s per endpoint, ${database}`)
  console.table(rows)
}

const pglite = await startSite({
  ...siteEnv,
  DATA_DIR: process.env.DATA_DIR ?? '.data/bench',
  DATABASE_URL: undefined,
})
try {
  if (!skip.has('pages')) await pagesAgainstBare(pglite.url)
  if (!skip.has('js')) await javascript(pglite.url)
  if (!skip.has('api')) await apis(pglite.url, 'PGlite')
} finally {
  pglite.stop()
}
if (process.env.DATABASE_URL && !skip.has('api')) {
  // PostgreSQL needs the secrets several servers share (the server refuses to start without them).
  const secrets = {
    PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? 'bench-only-preview-secret-not-for-production',
    ENROLLMENT_KEY: process.env.ENROLLMENT_KEY ?? Buffer.alloc(32, 9).toString('base64'),
  }
  const postgres = await startSite({ ...siteEnv, ...secrets, DATA_DIR: '.data/bench-pg' })
  try {
    await apis(postgres.url, 'PostgreSQL')
  } finally {
    postgres.stop()
  }
}
