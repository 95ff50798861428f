// Production server: static build assets first, then the TanStack Start handler (its request
// middleware, src/start.ts, compresses what it answers). An exception that escapes the handler is
// answered with the static 500 page, never a stack trace.
// React and the server bundle pick their production builds from NODE_ENV, read at import time.
process.env.NODE_ENV ??= 'production'

import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildDir = process.env.BUILD_DIR ?? 'dist'
const clientDir = `${root}${buildDir}/client`
const { default: app } = await import(`${root}${buildDir}/server/server.js`)
// A setting that cannot work stops the start here, naming the variable, before anything listens.
try {
  app.checkConfig()
} catch (error) {
  console.error(
    error?.name === 'ConfigError'
      ? error.message
      : `Invalid configuration (${error?.name ?? typeof error})`,
  )
  process.exit(1)
}
const errorPage = await readFile(`${clientDir}/500.html`, 'utf8').catch(
  () => '<h1>Server error</h1>',
)

const hashedAsset = /^\/assets\//
// The APIs and the pages (their paths end in a slash) have no files: their requests skip the
// static file look-up (three stat calls, more server time than a cached answer itself).
const noFiles = /^https?:\/\/[^/]+(?:\/(?:api|fhir)\/|[^?#]*\/(?:[?#]|$))/
// The build writes each compressible client file beside it as `.br` and `.gz`, at their best
// settings (scripts/vite/precompress.ts); the one the request's Accept-Encoding picks is sent.
const staticFiles = staticMiddleware({ dir: clientDir, encodings: true })
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'

// The instance's state for a load balancer (GET /healthz): starting until the reference data has
// loaded, ready, then draining once asked to stop.
let state = 'starting'
const healthPath = /^https?:\/\/[^/]+\/healthz(?:\?|$)/
/** How long a draining instance keeps serving after /healthz turns 503, so the load balancer sees it first. */
const drainDelayMs = Number(process.env.DRAIN_DELAY_MS ?? 3000)
/** The longest a stop waits for requests in flight. */
const drainTimeoutMs = Number(process.env.DRAIN_TIMEOUT_MS ?? 25000)

// The database check of /healthz runs in the background at most once a second and the answer
// uses its latest result: under load a check queued behind a full connection pool must not make
// every instance look down at once (the load balancer would then refuse everyone). The database
// counts as reachable while a check succeeded within the last 5 s.
let databaseOkAt = 0
let checking = null
const checkDatabase = () =>
  (checking ??= app
    .databaseReachable(5000)
    .then((ok) => {
      if (ok) databaseOkAt = Date.now()
    })
    .finally(() => (checking = null)))

async function health() {
  if (state === 'ready' && Date.now() - databaseOkAt > 1000) {
    const check = checkDatabase()
    if (databaseOkAt === 0) await check
  }
  const database = state === 'ready' && Date.now() - databaseOkAt < 5000
  const status = state === 'ready' ? (database ? 'ok' : 'unavailable') : state
  return new Response(JSON.stringify({ status, database, referenceData: state !== 'starting' }), {
    status: status === 'ok' ? 200 : 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}

const server = serve({
  port,
  hostname,
  silent: true,
  // The drain below handles SIGTERM and SIGINT; srvx's own shutdown would close the listener at
  // once, before the load balancer has taken the instance out.
  gracefulShutdown: false,
  middleware: [
    async (request, next) => {
      if (healthPath.test(request.url)) return health()
      const response = await next()
      // Draining: every answer closes its connection, so a client's next request opens one the
      // load balancer sends to another instance.
      if (state === 'draining') {
        try {
          response.headers.set('connection', 'close')
        } catch {
          // Immutable headers (a fetched answer): the server closes the connection after it anyway.
        }
      }
      // The app's own answers carry the security headers already; static files get them here.
      if (response.headers.has('content-security-policy')) return response
      const { pathname } = new URL(request.url)
      const out = app.withStaticHeaders(response, pathname)
      if (hashedAsset.test(pathname) && out.ok)
        out.headers.set('cache-control', 'public, max-age=31536000, immutable')
      return out
    },
    (request, next) => (noFiles.test(request.url) ? next() : staticFiles(request, next)),
  ],
  async fetch(request) {
    try {
      return await app.fetch(request)
    } catch (error) {
      // Only the kind of failure: a message can quote request values.
      app.logger.error(
        {
          code: 'unhandled',
          method: request.method,
          path: new URL(request.url).pathname,
          err: error,
        },
        'unhandled error',
      )
      return new Response(errorPage, {
        status: 500,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    }
  },
})

await server.ready()
app.logger.info(
  `Ceiba Health site ready at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}/`,
)

// Reference data in the background (never blocks the start; errors are logged by class and
// code); the instance is ready for a load balancer once it has loaded, retried every 5 s.
void (async () => {
  while (state === 'starting') {
    if ((await app.warmReferenceData?.()) !== false) {
      if (state === 'starting') state = 'ready'
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
})()

// Stop cleanly when asked (a process manager, a rolling deploy, test runners): /healthz answers
// 503 at once, the instance keeps serving for DRAIN_DELAY_MS while the load balancer takes it out,
// then stops taking connections, finishes the requests in flight and exits.
async function drain(signal) {
  if (state === 'draining') return
  state = 'draining'
  app.logger.info({ code: 'draining', signal }, 'draining')
  const deadline = setTimeout(() => {
    app.logger.warn({ code: 'drain_timeout' }, 'requests still open at the drain deadline')
    process.exit(1)
  }, drainTimeoutMs + drainDelayMs)
  deadline.unref()
  if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, drainDelayMs))
  await server.close()
  app.logger.info({ code: 'stopped' }, 'stopped')
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void drain(signal))
