// Starting and stopping the production server and the bare reference server for the benchmarks.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'

export const root = new URL('../..', import.meta.url)

/** The environment with `changes` applied; an undefined value removes the variable. */
function withEnv(changes) {
  const env = { ...process.env, ...changes }
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name]
  return env
}

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: withEnv(env) })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

export async function waitForServer(url, child) {
  for (let tries = 0; tries < 480; tries++) {
    if (child.exitCode !== null) throw new Error('The server exited before it was ready')
    if (await fetch(url).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer ${url}`)
}

/** Builds when there is no build (or when asked), so a fresh clone can run the benchmarks. */
export function ensureBuild(buildDir, rebuild) {
  if (rebuild || !existsSync(new URL(`${buildDir}/server/server.js`, root))) run('npm', ['run', '--silent', 'build'], { BUILD_DIR: buildDir })
}

/** The production server on a free port, its database prepared; `stop()` ends it. */
export async function startSite(env) {
  run('npm', ['run', '--silent', 'db:setup'], env)
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: withEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)))
  // The server loads its reference data in the background once it listens; the figures are of
  // the steady state, so the benchmark starts when that is done (or has failed, or after 2 min).
  const warmed = new Promise((resolve) => {
    const timer = setTimeout(resolve, 120_000)
    child.stdout.on('data', (chunk) => {
      if (/reference_data_(not_)?loaded/.test(String(chunk))) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  const url = `http://127.0.0.1:${port}`
  await waitForServer(`${url}/app-data.json`, child).catch((error) => {
    console.error(log)
    throw error
  })
  await warmed
  child.stdout.resume()
  return { url, stop: () => child.kill('SIGTERM') }
}

/**
 * The reference: a bare Node HTTP server answering the same HTML from memory, the most a
 * single Node process can do on this machine. Pages are read once from the real server.
 */
export async function startBareReference(siteUrl, paths) {
  const pages = new Map()
  for (const path of paths) pages.set(path, Buffer.from(await (await fetch(`${siteUrl}${path}`)).arrayBuffer()))
  const server = createHttpServer((request, response) => {
    const body = pages.get(request.url)
    if (!body) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body)
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() }
}
