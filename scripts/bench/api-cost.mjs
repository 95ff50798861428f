// Server time per request of the HTTP and FHIR APIs, in process, one request at a time: what the
// code costs, apart from the machine's load and the load generator (which shares the cores).
//
//   BUILD_DIR=.build/x DATA_DIR=.data/x node scripts/bench/api-cost.mjs [--only=name] [--rounds=5]
//
// Imports the production server entry (the same `fetch` src/server/serve.server.ts calls, perimeter and
// page cache included, without the HTTP layer), then per scenario of scripts/bench-api.mjs: one
// pass over its paths (the first answer of each: page-cache and FHIR-cache misses), then
// `rounds` passes more (hits). Prints, for each, the median time per request and the process's CPU
// time per request (user + system: less sensitive than the clock to other work on the machine;
// on PostgreSQL it leaves out the database server's own time). `--profile=<dir>` writes a CPU
// profile of each pass (`<scenario>-first.cpuprofile`, `-repeat`) to see where the time goes.
// The database must be set up (`npm run db:setup`).
process.env.NODE_ENV ??= 'production'

import { mkdirSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { SCENARIOS, seedData } from '../bench-api.mjs'

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const root = fileURLToPath(new URL('../..', import.meta.url))
const buildDir = process.env.BUILD_DIR ?? 'dist'
const rounds = Number(args.get('rounds') ?? 5)
const only = args.get('only')?.split(',')
const profileDir = args.get('profile')

const session = new Session()
session.connect()
/** Runs `work`, with a CPU profile of it written to the profile directory when one is given. */
async function profiled(name, work) {
  if (!profileDir) return work()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  try {
    return await work()
  } finally {
    const { profile } = await session.post('Profiler.stop')
    mkdirSync(profileDir, { recursive: true })
    writeFileSync(`${profileDir}/${name}.cpuprofile`, JSON.stringify(profile))
  }
}

const { default: app } = await import(`${root}${buildDir}/server/server.js`)

async function timed(path) {
  const started = performance.now()
  const response = await app.fetch(new Request(`http://127.0.0.1${path}`))
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return ms
}

/** Times each request of `work`; the median and the CPU time per request. */
async function measure(name, work) {
  const times = []
  const cpu = process.cpuUsage()
  await profiled(name, () => work(async (path) => times.push(await timed(path))))
  const used = process.cpuUsage(cpu)
  const sorted = times.sort((a, b) => a - b)
  return {
    p50: sorted[Math.floor(sorted.length / 2)].toFixed(3),
    cpu: ((used.user + used.system) / 1000 / times.length).toFixed(3),
  }
}

// Load the reference data (as the benchmark's warm-up does) with requests outside the measured paths.
const data = seedData()
for (const path of [
  '/api/zip/33125/counties?year=2025',
  '/api/providers?zip=33125&radius=1',
  '/api/stores?zip=33125&radius=1',
  `/api/formulary/search?year=2026&plan=${data.drugSlugs[0]}&q=zz`,
  '/fhir/Location?_count=1',
  '/fhir/Basic?_count=1',
  '/fhir/MedicationKnowledge?_count=1',
  '/fhir/InsurancePlan?_count=1',
])
  await timed(path)
const rows = []
for (const scenario of SCENARIOS.filter(
  (s) => !only || only.some((name) => s.name.includes(name)),
)) {
  const paths = scenario.paths(data)
  const slug = scenario.name
    .replace(/[^A-Za-z]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  const miss = await measure(`${slug}-first`, async (time) => {
    for (const path of paths) await time(path)
  })
  const hit = await measure(`${slug}-repeat`, async (time) => {
    for (let round = 0; round < rounds; round += 1) for (const path of paths) await time(path)
  })
  rows.push({
    endpoint: scenario.name,
    paths: paths.length,
    'first p50 ms': miss.p50,
    'first CPU ms': miss.cpu,
    'repeat p50 ms': hit.p50,
    'repeat CPU ms': hit.cpu,
  })
}
console.log(
  `\nServer time per request, in process, one at a time (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}); load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
console.table(rows)
process.exit(0)
