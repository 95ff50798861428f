// `npm run bench:api`: load-tests the HTTP API on the production build.
// Builds when there is no build (or with --build), prepares the database, starts the production
// server on a free port, and per scenario: first asks each of its paths once, one at a time (the
// cold answers: reference data loaded, nothing cached yet; their median and slowest time), then
// runs autocannon (50 connections, a second not counted, then 10 s) over the same paths, now
// answered from the caches as a busy server answers its popular searches, and prints requests per
// second and p50/p99 latency. Then it stops the server. The load average is printed with the
// table: on a shared machine the figures mean little without it (scripts/bench/api-cost.mjs
// measures the server time per request).
//
// Options: --build (rebuild first), --only=<name,name> (run some scenarios), --duration=<s>.
// Environment: BUILD_DIR (default dist), DATA_DIR (default .data/bench), DATABASE_URL (PostgreSQL).
//
// To add an endpoint, append a scenario to SCENARIOS: { name, paths(data) } where paths returns
// a list of request paths built from the real seed data; the connections cycle through them.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { warmedLoad } from './bench/load.mjs'
import { freePort, run, waitForServer } from './bench/servers.mjs'

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const root = new URL('..', import.meta.url)
const buildDir = process.env.BUILD_DIR ?? 'dist'
const dataDir = process.env.DATA_DIR ?? '.data/bench'
const duration = Number(args.get('duration') ?? 10)

/** Real ZIPs, county FIPS codes and plan slugs from the seed files, for realistic request mixes. */
export function seedData() {
  const plans = JSON.parse(readFileSync(new URL('db/seed/plans/catalogue-2026.json', root), 'utf8'))
  const servedCounties = [...new Set(plans.flatMap((plan) => plan.counties))]
  const served = new Set(servedCounties)
  const zipRows = gunzipSync(readFileSync(new URL('db/seed/zips/zips.tsv.gz', root)))
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(1)
  const zips = zipRows
    .map((row) => row.split('\t'))
    .filter((cells) => served.has(cells[5]?.slice(0, 5)))
  const every = (list, n) =>
    list.filter((_, index) => index % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n)
  return {
    zips: [
      ...every(
        zips.map((cells) => cells[0]),
        180,
      ),
      '10001',
      '90210',
      '60601',
    ],
    zipStates: Object.fromEntries([
      ...zips.map((cells) => [cells[0], cells[2]]),
      ['10001', 'NY'],
      ['90210', 'CA'],
      ['60601', 'IL'],
    ]),
    counties: every(servedCounties, 100),
    slugs: every(
      plans.map((plan) => plan.slug),
      100,
    ),
    drugSlugs: every(
      plans.filter((plan) => plan.formularyCode).map((plan) => plan.slug),
      40,
    ),
  }
}

export const SCENARIOS = [
  {
    name: 'GET /api/zip/{zip}/counties',
    paths: (d) => d.zips.map((zip) => `/api/zip/${zip}/counties?year=2026`),
  },
  {
    name: 'GET /api/plans?county=',
    paths: (d) =>
      d.counties.map(
        (fips, i) => `/api/plans?county=${fips}&year=2026&view=${['all', 'snp', 'ma-only'][i % 3]}`,
      ),
  },
  { name: 'GET /api/plans/{slug}', paths: (d) => d.slugs.map((slug) => `/api/plans/${slug}`) },
  {
    // Provider search: real ZIPs, each with one of a mix of categories, radii, filters and pages.
    name: 'GET /api/providers?zip=',
    paths: (d) => {
      const mixes = [
        '',
        '&category=doctors&language=Spanish',
        '&category=places&q=pharmacy',
        '&accepting=true&gender=female',
        '&specialty=Cardiology&radius=25',
        '&medicaid=true&online=true',
        '&planType=HMO&year=2026&page=2',
        '&category=services&freeStanding=true',
      ]
      return d.zips.map((zip, i) => `/api/providers?zip=${zip}${mixes[i % mixes.length]}`)
    },
  },
  {
    name: 'GET /api/stores?zip=',
    paths: (d) => d.zips.map((zip, i) => `/api/stores?zip=${zip}&radius=${[5, 10, 25][i % 3]}`),
  },
  {
    // Formulary search: real plans with drug coverage, a mix of brand and generic prefixes,
    // whole names, accents and typos (the typo pass is the expensive path).
    name: 'GET /api/formulary/search?q=',
    paths: (d) => {
      const queries = [
        'lipi',
        'atorva',
        'eliq',
        'metf',
        'ozem',
        'insulin gla',
        'lisinopril',
        'amlo',
        'jard',
        'gaba',
        'sertra',
        'levoth',
        'lipiter',
        'metfromin',
        'ozempik',
        'atorvastain',
        'amlodipne',
        'insulína',
        'LÍPITOR',
        'xarelo',
        'omeprazol',
        'trulicty',
      ]
      const slugs = d.drugSlugs ?? d.slugs
      return queries.flatMap((q, i) =>
        slugs
          .slice(i % 7, (i % 7) + 5)
          .map((slug) => `/api/formulary/search?year=2026&plan=${slug}&q=${encodeURIComponent(q)}`),
      )
    },
  },
  // Public FHIR API (src/fhir/): the guides' typical searches over real ZIPs, names and drugs.
  {
    name: 'GET /fhir/PractitionerRole?specialty=&location.address-postalcode=',
    paths: (d) => {
      const specialties = ['207Q00000X', '207R00000X', '207RC0000X', '363L00000X', '207RE0101X']
      return d.zips.map(
        (zip, i) =>
          `/fhir/PractitionerRole?specialty=${specialties[i % 5]}&location.address-postalcode=${zip}${i % 2 ? '&_include=PractitionerRole:practitioner' : ''}`,
      )
    },
  },
  {
    name: 'GET /fhir/Practitioner?name=',
    paths: () =>
      [
        'garc',
        'maria',
        'nguy',
        'smith',
        'jose',
        'patel',
        'lee',
        'rodr',
        'kim',
        'baptiste',
        'ana lop',
        'will',
      ].map((name) => `/fhir/Practitioner?name=${encodeURIComponent(name)}`),
  },
  {
    name: 'GET /fhir/Location?address-postalcode=&address-state=',
    paths: (d) =>
      d.zips.map(
        (zip, i) =>
          `/fhir/Location?address-postalcode=${zip}&address-state=${d.zipStates[zip]}${i % 3 ? '' : '&_count=50'}`,
      ),
  },
  {
    name: 'GET /fhir/MedicationKnowledge?code:text= and Basic?subject=',
    paths: () =>
      [
        'lipi',
        'atorva',
        'metf',
        'insulin',
        'amlo',
        'gaba',
        'sertra',
        'levo',
        'omep',
        'jard',
      ].flatMap((q) => [
        `/fhir/MedicationKnowledge?code:text=${q}`,
        `/fhir/Basic?formulary=InsurancePlan/formulary-gsc-2026&subject=MedicationKnowledge/${['atorvastatin', 'lipitor', 'metformin', 'lisinopril'][q.length % 4]}&_include=Basic:subject`,
      ]),
  },
]

// Run only when started as a script: `npm run bench` imports the scenarios and seed data.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = { BUILD_DIR: buildDir, DATA_DIR: dataDir }
  // On PostgreSQL the server refuses to start without the secrets several servers share.
  if (process.env.DATABASE_URL) {
    env.PREVIEW_SECRET =
      process.env.PREVIEW_SECRET ?? 'bench-only-preview-secret-not-for-production'
    env.ENROLLMENT_KEY = process.env.ENROLLMENT_KEY ?? Buffer.alloc(32, 9).toString('base64')
  }
  if (args.has('build') || !existsSync(new URL(`${buildDir}/server/server.js`, root)))
    run('npm', ['run', '--silent', 'build'], env)
  run('npm', ['run', '--silent', 'db:setup'], env)

  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // Autocannon drops its open connections when time is up, which the server logs as aborted
  // requests; its log is shown only when it fails to start.
  let serverLog = ''
  server.stderr.on('data', (chunk) => (serverLog = (serverLog + chunk).slice(-4000)))
  try {
    await waitForServer(`${baseUrl}/app-data.json`, server).catch((error) => {
      console.error(serverLog)
      throw error
    })
    const only = args.get('only')?.split(',')
    const data = seedData()
    const rows = []
    for (const scenario of SCENARIOS.filter(
      (s) => !only || only.some((name) => s.name.includes(name)),
    )) {
      const paths = scenario.paths(data)
      const cold = []
      for (const path of paths) {
        const started = performance.now()
        await fetch(`${baseUrl}${path}`).then((response) => response.arrayBuffer())
        cold.push(performance.now() - started)
      }
      cold.sort((a, b) => a - b)
      // A second of load first, not counted, as `npm run bench` does: the figures are the warm server's.
      const result = await warmedLoad(baseUrl, paths, { duration })
      rows.push({
        endpoint: scenario.name,
        'cold p50 ms': Math.round(cold[Math.floor(cold.length / 2)] * 10) / 10,
        'cold max ms': Math.round(cold.at(-1)),
        'req/s': result.rps,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        requests: result.requests,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      })
    }
    console.log(
      `\n${duration} s per endpoint, 50 connections, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, production build; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    )
    console.table(rows)
  } finally {
    server.kill('SIGTERM')
  }
}
