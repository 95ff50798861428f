// The cluster of npm run test:cluster: a PostgreSQL database of its own, N production servers
// (scripts/serve.mjs) sharing it, the secrets and a copy of the embedded content, and HAProxy in
// front with health checks on GET /healthz. The same topology the README describes for production.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A fresh database `name` on the server of `adminUrl`; its URL. */
export async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Migrates and seeds the database (npm run db:setup), once for all instances. */
export function setupDatabase(env) {
  const result = spawnSync('npm', ['run', '--silent', 'db:setup'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (result.status !== 0) throw new Error('npm run db:setup failed')
}

/** A copy of the embedded content repository the instances read (the test edits it). */
export function contentCopy(dir) {
  rmSync(dir, { recursive: true, force: true })
  cpSync(join(root, 'content'), dir, {
    recursive: true,
    filter: (source) => !source.includes('/_media/'),
  })
  mkdirSync(join(dir, '_media'), { recursive: true })
  return dir
}

/** One production server; `stop()` sends SIGTERM and resolves when it exited, `kill()` is kill -9. */
export function startInstance({ name, port, env }) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk) => (log = (log + chunk).slice(-8000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM')
      return exited
    },
    kill: async () => {
      child.kill('SIGKILL')
      return exited
    },
  }
}

/** Resolves when the instance's /healthz answers 200 (reference data loaded, database reachable). */
export async function healthy(instance, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const exit = await Promise.race([instance.exited, sleep(0).then(() => null)])
    if (exit)
      throw new Error(
        `${instance.name} exited (${exit.code ?? exit.signal}) before it was healthy:\n${instance.log()}`,
      )
    const status = await fetch(`${instance.url}/healthz`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    if (Date.now() > deadline)
      throw new Error(`${instance.name} not healthy after ${timeoutMs} ms:\n${instance.log()}`)
    await sleep(250)
  }
}

/** HAProxy's configuration: round robin over the instances, a health check every second. */
export function haproxyConfig({ port, socket, instances }) {
  return `global
  maxconn 8192
  stats socket ${socket} mode 600 level admin
  # One line a request on HAProxy's stdout (startHaproxy keeps it in haproxy.log): the status, the
  # termination state (who ended it, at which stage), the server, the method, the path, the timers.
  log stdout format raw local0 info

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout queue 30s
  timeout http-keep-alive 10s
  # A request that could not reach an instance (refused, reset before an answer) goes to another.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option forwardfor
  log global
  log-format "%ST %tsc %s %HM %HP %Tw/%Tc/%Tr/%Ta retries=%rc queues=%sq/%bq"

frontend site
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  # A check may take a while on an instance under load (its event loop is busy): 2 s to answer.
  timeout check 2s
  default-server inter 1s fall 2 rise 2 maxconn 128
  # Live traffic counts too: three connections in a row refused (an instance that died between two
  # checks) take the instance out at once, so retries go to the others instead of the dead one.
  default-server observe layer4 error-limit 3 on-error mark-down
  http-response set-header x-served-by %s
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`).join('\n')}
`
}

export function startHaproxy({ binary, dir, port, instances }) {
  mkdirSync(dir, { recursive: true })
  const socket = join(dir, 'haproxy.sock')
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, haproxyConfig({ port, socket, instances }))
  const check = spawnSync(binary, ['-c', '-f', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`haproxy -c failed:\n${check.stdout}${check.stderr}`)
  const requestLog = join(dir, 'haproxy.log')
  const child = spawn(binary, ['-db', '-f', file], {
    stdio: ['ignore', openSync(requestLog, 'w'), 'pipe'],
  })
  let log = ''
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-8000)))
  return {
    url: `http://127.0.0.1:${port}`,
    socket,
    child,
    requestLog,
    log: () => log,
    stop: () => child.kill('SIGTERM'),
  }
}

/** HAProxy's view of each server: { a: 'UP', b: 'DOWN', … } (its stats socket, `show stat`). */
export function serverStates(socket) {
  return new Promise((resolve, reject) => {
    const client = connect(socket)
    let text = ''
    client.on('data', (chunk) => (text += chunk))
    client.on('error', reject)
    client.on('end', () => {
      const [header, ...rows] = text.trim().split('\n')
      const names = header.replace(/^# /, '').split(',')
      const states = {}
      for (const row of rows) {
        const cells = Object.fromEntries(row.split(',').map((cell, index) => [names[index], cell]))
        if (cells.pxname === 'instances' && cells.svname !== 'BACKEND')
          states[cells.svname] = cells.status
      }
      resolve(states)
    })
    client.end('show stat\n')
  })
}

/** Waits until HAProxy reports `name` in `state` (UP, DOWN…); resolves with the milliseconds it took. */
export async function waitForState(socket, name, state, timeoutMs = 30_000) {
  const started = Date.now()
  for (;;) {
    const states = await serverStates(socket).catch(() => ({}))
    if ((states[name] ?? '').startsWith(state)) return Date.now() - started
    if (Date.now() - started > timeoutMs)
      throw new Error(`HAProxy never saw ${name} ${state} (${JSON.stringify(states)})`)
    await sleep(100)
  }
}

/** Records HAProxy's view of the servers every 100 ms until `stop()`: the changes, ms from the start. */
export function watchStates(socket) {
  const started = Date.now()
  const changes = []
  let last = ''
  let running = true
  const done = (async () => {
    while (running) {
      const states = await serverStates(socket).catch(() => null)
      const now =
        states &&
        Object.entries(states)
          .map(([name, state]) => `${name} ${state}`)
          .join(', ')
      if (now && now !== last) changes.push(`${Date.now() - started} ms: ${(last = now)}`)
      await sleep(100)
    }
  })()
  return {
    stop: async () => {
      running = false
      await done
      return changes
    },
  }
}

/** The requests HAProxy logged from byte `from` of its log that did not end 2xx/3xx/4xx, counted by status, termination state and server. */
export function failedRequests(requestLog, from = 0) {
  const counts = {}
  for (const line of readFileSync(requestLog).subarray(from).toString('utf8').split('\n')) {
    const [status, state, server] = line.split(' ')
    // HAProxy's own notices (a server going up or down) share the stream; they start with a word.
    if (!/^\d{3}$/.test(status) || Number(status) < 500) continue
    const key = `${status} ${state} ${server}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}
