// The server's CPU time per API request over HTTP, against a running production server (Linux:
// reads the server process's user + system time from /proc). Less sensitive to other work on a
// shared machine than latency: what one request costs the server, HTTP layer included.
//
//   node scripts/bench/api-server-cpu.mjs <base URL> <server pid> [--only=name,name] [--connections=10] [--amount=3000]
//
// Per scenario of scripts/bench-api.mjs: asks each path once (the caches fill), then sends
// `amount` requests over `connections` connections and prints requests per second, p50/p99 and
// the server's CPU milliseconds per request.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { SCENARIOS, seedData } from '../bench-api.mjs'

const [url, pid, ...rest] = process.argv.slice(2)
const args = new Map(rest.map((arg) => arg.replace(/^--/, '').split('=')))
const only = args.get('only')?.split(',')
const connections = Number(args.get('connections') ?? 10)
const amount = Number(args.get('amount') ?? 3000)
if (!url || !pid) throw new Error('Usage: api-server-cpu.mjs <base URL> <server pid>')

/** The process's CPU time so far in milliseconds (utime + stime, in clock ticks of 10 ms). */
function cpuMs() {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const data = seedData()
for (const scenario of SCENARIOS.filter(
  (s) => !only || only.some((name) => s.name.includes(name)),
)) {
  const paths = scenario.paths(data)
  for (const path of paths) await fetch(`${url}${path}`).then((response) => response.arrayBuffer())
  let next = 0
  const before = cpuMs()
  const result = await autocannon({
    url,
    connections,
    amount,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  })
  const perRequest = (cpuMs() - before) / result.requests.total
  console.log(
    `${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, server CPU ${perRequest.toFixed(3)} ms/request`,
  )
}
