// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling, performance only) on the
// five pages of issue 17 (tests/e2e/first-paint-pages.ts), in Debian's Chromium (--headless=new
// --no-sandbox), on the production build. Prints FCP, LCP, LCP - FCP, TBT, CLS and the performance
// score of each page, then what explains the largest paint: the element, the first and largest
// paint as observed (unthrottled), and the requests that ended before that paint, which the
// simulation counts as causes of it. Simulated TBT scales with the machine's load: the load
// average is printed before and after.
// Options: --build (rebuild first), --runs=<n> (median of n runs per page, default 1),
// --only=<name,name> (some pages only, e.g. --only=home,article).
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../tests/chromium-path.mjs'
import { FIRST_PAINT_PAGES } from '../tests/e2e/first-paint-pages.ts'
import { ensureBuild, startSite } from './bench/servers.mjs'

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const runs = Number(args.get('runs') ?? 1)
const only = args.get('only')?.split(',')
const buildDir = process.env.BUILD_DIR ?? 'dist'
const PAGES = Object.entries(FIRST_PAINT_PAGES).filter(([name]) => !only || only.includes(name))
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ')

ensureBuild(buildDir, args.has('build'))
const site = await startSite({ BUILD_DIR: buildDir, DATA_DIR: process.env.DATA_DIR ?? '.data/bench', DATABASE_URL: undefined })
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The largest paint's element, and the requests (not low-priority images) that ended before it was observed. */
function explain(lhr) {
  const metrics = lhr.audits.metrics.details?.items[0]
  if (!metrics) return { element: '?', observed: `no metrics (${lhr.audits.metrics.errorMessage ?? lhr.runtimeError?.code ?? 'unknown'})`, before: [] }
  const element = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
  const before = lhr.audits['network-requests'].details.items.filter(
    (request) => request.resourceType !== 'Document' && request.networkEndTime <= metrics.observedLargestContentfulPaint && !(request.resourceType === 'Image' && /Low/.test(request.priority)),
  )
  return {
    element: element ? `${element.selector} "${(element.nodeLabel ?? '').slice(0, 50)}"` : '?',
    observed: `FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms`,
    before: before.map((request) => `${new URL(request.url).pathname} (${request.resourceType})`),
  }
}

console.log(`load average before: ${load()}`)
try {
  const rows = []
  const notes = []
  for (const [name, path] of PAGES) {
    await fetch(`${site.url}${path}`) // a page is rendered once, then served from the cache
    const samples = []
    for (let run = 0; run < runs; run++) {
      // A loaded machine sometimes loses the trace (NO_NAVSTART): such a run is repeated, twice at most.
      let lhr
      for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
        ;({ lhr } = await lighthouse(`${site.url}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' }))
        if (lhr.runtimeError) console.error(`${name}: ${lhr.runtimeError.code}, run again`)
      }
      const audit = (id) => lhr.audits[id].numericValue
      samples.push({ fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), score: lhr.categories.performance.score * 100 })
      if (run === 0) notes.push({ name, ...explain(lhr) })
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
  console.log('\nThe largest paint (first run of each page):')
  for (const note of notes) {
    console.log(`  ${note.name}: ${note.element}; observed ${note.observed}`)
    const listed = note.before.slice(0, 4).join(', ') + (note.before.length > 4 ? ` and ${note.before.length - 4} more` : '')
    console.log(`    requests ended before it: ${note.before.length ? listed : 'none besides the document'}`)
  }
  console.log(`load average after: ${load()}`)
} finally {
  await chrome.kill()
  site.stop()
}
