// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling, performance only) on the
// five pages of issue 17, in Debian's Chromium (--headless=new --no-sandbox), on the production
// build. Prints FCP, LCP, LCP - FCP, TBT, CLS and the performance score of each page.
// Options: --build (rebuild first), --runs=<n> (median of n runs per page, default 1).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../tests/chromium-path.mjs'
import { ensureBuild, startSite } from './bench/servers.mjs'

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const runs = Number(args.get('runs') ?? 1)
const buildDir = process.env.BUILD_DIR ?? 'dist'
const PAGES = {
  home: '/',
  results: '/find-a-plan/?zip=70075&county=22071&view=all',
  article: '/resources/new-to-medicare/',
  enrollment: '/enroll-2026/',
  'provider search': '/search-providers/',
}

ensureBuild(buildDir, args.has('build'))
const site = await startSite({ BUILD_DIR: buildDir, DATA_DIR: process.env.DATA_DIR ?? '.data/bench', DATABASE_URL: undefined })
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
try {
  const rows = []
  for (const [name, path] of Object.entries(PAGES)) {
    await fetch(`${site.url}${path}`) // a page is rendered once, then served from the cache
    const samples = []
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${site.url}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
      const audit = (id) => lhr.audits[id].numericValue
      samples.push({ fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), score: lhr.categories.performance.score * 100 })
    }
    const pick = (key) => median(samples.map((sample) => sample[key]))
    rows.push({
      page: `${name} (${path})`,
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'LCP-FCP ms': Math.round(pick('lcp') - pick('fcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: +pick('cls').toFixed(3),
      score: Math.round(pick('score')),
    })
  }
  console.log(`\nLighthouse ${lighthouse.version ?? ''} mobile (simulated throttling), median of ${runs} run(s) per page`)
  console.table(rows)
} finally {
  await chrome.kill()
  site.stop()
}
