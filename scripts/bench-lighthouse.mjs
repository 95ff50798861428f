// `npm run bench:lighthouse`: the five pages of decision 0018 (tests/e2e/js-budgets.ts) as a person on
// a phone meets them, on the production build, beside the goals.
//  - LCP, TBT and CLS: Lighthouse mobile with applied throttling (`throttlingMethod: 'devtools'`:
//    Slow 4G and a 4x slower CPU really applied, nothing simulated), performance only, in Debian's
//    Chromium (--headless=new --no-sandbox).
//  - scripts and hydrated: a fresh Playwright context on the same emulated phone, Slow 4G and 4x
//    CPU through the DevTools protocol (scripts/bench/mobile.ts): the kB transferred as script and
//    the time until <html data-hydrated> (scripts/bench/js-weight.ts, as the budget test counts).
//  - the slowest interaction (Event Timing, as INP counts it) of three steps at 4x CPU after
//    hydration (scripts/bench/interactions.ts).
// Every figure is the median of --runs=<n> runs (default 3). The machine is shared: the load
// average is printed before and after; read the figures with it.
// Options: --runs=<n>, --build (rebuild first), --only=<name,name> (pages, e.g. --only=home,results),
// --url=<base> (measure a server already running there, e.g. another commit's build, instead of
// building and starting one; --build, BUILD_DIR and DATA_DIR are then unused).
// BUILD_DIR (default .build/bench, built when missing) and DATA_DIR (default .data/bench).
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../tests/chromium-path.mjs'
import { JS_BUDGETS } from '../tests/e2e/js-budgets.ts'
import { STEPS, slowestInteraction } from './bench/interactions.ts'
import { jsWeight } from './bench/js-weight.ts'
import { phoneContext, throttle } from './bench/mobile.ts'
import { ensureBuild, startSite } from './bench/servers.mjs'

const GOALS = { lcp: 1.5, tbt: 100, cls: 0, hydrated: 2.5, interaction: 100 }
const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const runs = Number(args.get('runs') ?? 3)
const only = args.get('only')?.split(',')
const buildDir = process.env.BUILD_DIR ?? '.build/bench'
const PAGES = Object.entries(JS_BUDGETS).filter(([name]) => !only || only.includes(name))
let lighthouseUsed = 'Lighthouse'
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
/** A figure with its goal: "1.62 ✗" when over. */
const vs = (value, goal, digits = 0) => `${value.toFixed(digits)} ${value <= goal ? '✓' : '✗'}`

function printTable(rows) {
  const columns = Object.keys(rows[0])
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`
  console.log(
    [
      line(columns),
      line(widths.map((width) => '-'.repeat(width))),
      ...rows.map((row) => line(columns.map((c) => row[c]))),
    ].join('\n'),
  )
}

/** Lighthouse's LCP (s), TBT (ms) and CLS of one page, with applied throttling; a lost trace is run again, twice at most. */
async function lighthouseRun(port, url) {
  let lhr
  for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
    ;({ lhr } = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      logLevel: 'error',
      output: 'json',
    }))
    if (lhr.runtimeError) console.error(`${url}: ${lhr.runtimeError.code}, run again`)
  }
  const audit = (id) => lhr.audits[id].numericValue
  lighthouseUsed = `Lighthouse ${lhr.lighthouseVersion} ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling`
  return {
    lcp: audit('largest-contentful-paint') / 1000,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

/** The scripts transferred (kB) and the time to hydrate (s) of a fresh visit on Slow 4G and 4x CPU. */
async function phoneVisit(browser, url) {
  const context = await phoneContext(browser)
  try {
    const page = await context.newPage()
    await throttle(page, { network: true })
    const visit = await jsWeight(page, url)
    return { kB: visit.kB, hydrated: visit.hydratedMs / 1000 }
  } finally {
    await context.close()
  }
}

const runningUrl = args.get('url')?.replace(/\/+$/, '')
if (!runningUrl) ensureBuild(buildDir, args.has('build'))
const site = runningUrl
  ? { url: runningUrl, stop: () => {} }
  : await startSite({
      BUILD_DIR: buildDir,
      DATA_DIR: process.env.DATA_DIR ?? '.data/bench',
      DATABASE_URL: undefined,
    })
console.log(`site: ${site.url}${runningUrl ? ' (already running, --url)' : ''}`)
console.log(`load average before: ${load()}`)
try {
  // A page is rendered once, then served from the cache: the figures are of cached pages.
  for (const [, { path }] of PAGES) await fetch(`${site.url}${path}`)

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const lighthouseSamples = {}
  try {
    for (const [name, { path }] of PAGES) {
      lighthouseSamples[name] = []
      for (let run = 0; run < runs; run++)
        lighthouseSamples[name].push(await lighthouseRun(chrome.port, `${site.url}${path}`))
    }
  } finally {
    await chrome.kill()
  }

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const rows = []
    for (const [name, { path, target }] of PAGES) {
      const visits = []
      for (let run = 0; run < runs; run++)
        visits.push(await phoneVisit(browser, `${site.url}${path}`))
      const pick = (samples, key) => median(samples.map((sample) => sample[key]))
      rows.push({
        page: `${name} ${path}`,
        [`LCP s (≤${GOALS.lcp})`]: vs(pick(lighthouseSamples[name], 'lcp'), GOALS.lcp, 2),
        [`TBT ms (≤${GOALS.tbt})`]: vs(pick(lighthouseSamples[name], 'tbt'), GOALS.tbt),
        [`CLS (${GOALS.cls})`]: vs(pick(lighthouseSamples[name], 'cls'), GOALS.cls, 3),
        'scripts kB gzip (goal)': `${vs(pick(visits, 'kB'), target, 1)} (≤${target})`,
        [`hydrated s (≤${GOALS.hydrated})`]: vs(pick(visits, 'hydrated'), GOALS.hydrated, 2),
      })
    }
    console.log(
      `\n${lighthouseUsed} (applied); scripts and hydration in a fresh context on Slow 4G + 4x CPU; median of ${runs} run(s)`,
    )
    printTable(rows)

    const interactions = []
    for (const step of STEPS.filter((step) => PAGES.some(([, page]) => page.path === step.path))) {
      const samples = []
      for (let run = 0; run < runs; run++)
        samples.push(await slowestInteraction(browser, site.url, step))
      const middle = median(samples.map((sample) => sample?.ms ?? 0))
      const typical = samples.find((sample) => (sample?.ms ?? 0) >= middle)
      interactions.push({
        step: step.name,
        [`slowest interaction ms (≤${GOALS.interaction})`]: vs(middle, GOALS.interaction),
        'its event (median run)': typical
          ? `${typical.name} on ${typical.target}`
          : 'none over 16 ms',
        runs: samples.map((sample) => sample?.ms ?? 0).join(' '),
      })
    }
    if (interactions.length) {
      console.log(
        `\nSlowest interaction (Event Timing entries with an interactionId, as INP counts them), 4x CPU after hydration; median of ${runs} run(s)`,
      )
      printTable(interactions)
    }
  } finally {
    await browser.close()
  }
  console.log(`\nload average after: ${load()} (2 shared cores: figures are noisy)`)
} finally {
  site.stop()
}
