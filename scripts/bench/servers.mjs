// Starting and stopping the production server and the bare reference server for the benchmarks.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer ${url}`)
}

/** Builds when there is no build (or when asked), so a fresh clone can run the benchmarks. */
export function ensureBuild(buildDir, rebuild) {
  if (rebuild || !existsSync(new URL(`${buildDir}/server/server.js`, root)))
    run('npm', ['run', '--silent', 'build'], { BUILD_DIR: buildDir })
}

/**
 * The production server on a free port, its database prepared; `stop()` ends it. With `warm`
 * (the default) it answers once its reference data has loaded.
 */
export async function startSite(env, { warm = true } = {}) {
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
  if (warm) await warmed
  child.stdout.resume()
  return { url, stop: () => child.kill('SIGTERM') }
}

/**
 * The reference: a bare Node HTTP server (scripts/bench/bare-server.mjs) answering the same
 * bodies from memory, in its own process so that it does not share the load generator's thread.
 * The bodies are read once from the real server.
 */
export async function startBareReference(siteUrl, paths) {
  const answers = {}
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`)
    answers[path] = {
      type: response.headers.get('content-type') ?? 'text/html',
      body: Buffer.from(await response.arrayBuffer()).toString('base64'),
    }
  }
  const file = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'answers.json')
  writeFileSync(file, JSON.stringify(answers))
  const child = spawn(process.execPath, ['scripts/bench/bare-server.mjs', file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())))
    child.once('exit', () => reject(new Error('The bare reference server exited')))
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}
