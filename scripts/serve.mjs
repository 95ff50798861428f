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
  // Written directly: the server bundle routes console lines to the JSON log (decision 0012).
  process.stderr.write(
    `${error?.name === 'ConfigError' ? error.message : `Invalid configuration (${error?.name ?? typeof error})`}\n`,
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

// The instance's state for a load balancer (GET /healthz, src/server/health.server.ts): starting
// until the reference data has loaded, ready, then draining once asked to stop.
const health = app.createHealth({
  databaseReachable: app.databaseReachable,
  details: () => ({ outbox: app.deliveryFigures() }),
})
const healthPath = /^https?:\/\/[^/]+\/healthz(?:\?|$)/
/** How long a draining instance keeps serving after /healthz turns 503, so the load balancer sees it first. */
const drainDelayMs = Number(process.env.DRAIN_DELAY_MS ?? 3000)
/** The longest a stop waits for requests in flight. */
const drainTimeoutMs = Number(process.env.DRAIN_TIMEOUT_MS ?? 25000)

const server = serve({
  port,
  hostname,
  silent: true,
  // The drain below handles SIGTERM and SIGINT; srvx's own shutdown would close the listener at
  // once, before the load balancer has taken the instance out.
  gracefulShutdown: false,
  // A request, its body included, arrives within 10 s or its connection is closed (Node's default
  // is 300 s, checked every 30 s): a body sent a byte at a time holds no connection for minutes.
  node: { requestTimeout: 10_000, headersTimeout: 10_000, connectionsCheckingInterval: 1000 },
  middleware: [
    async (request, next) => {
      if (healthPath.test(request.url)) return health.answer()
      const response = await next()
      // Draining: every answer closes its connection, so a client's next request opens one the
      // load balancer sends to another instance.
      if (health.state === 'draining') {
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
// The outbox's delivery worker (decision 0027); a failure to start is logged by class and code.
void app
  .startDelivery()
  .catch((error) =>
    app.logger.error({ code: 'outbox_not_started', err: error }, 'outbox delivery not started'),
  )
app.logger.info(
  `Ceiba Health site ready at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}/`,
)

// Reference data in the background (never blocks the start; errors are logged by class and
// code); the instance is ready for a load balancer once it has loaded, retried every 5 s.
void (async () => {
  while (health.state === 'starting') {
    if ((await app.warmReferenceData?.()) !== false) {
      if (health.state === 'starting') health.state = 'ready'
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
})()

// Stop cleanly when asked (a process manager, a rolling deploy, test runners): /healthz answers
// 503 at once, the instance keeps serving for DRAIN_DELAY_MS while the load balancer takes it out,
// then stops taking connections, finishes the requests in flight and exits.
async function drain(signal) {
  if (health.state === 'draining') return
  health.state = 'draining'
  app.logger.info({ code: 'draining', signal }, 'draining')
  const deadline = setTimeout(() => {
    app.logger.warn({ code: 'drain_timeout' }, 'requests still open at the drain deadline')
    process.exit(1)
  }, drainTimeoutMs + drainDelayMs)
  deadline.unref()
  if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, drainDelayMs))
  await server.close()
  await app.stopDelivery()
  app.logger.info({ code: 'stopped' }, 'stopped')
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void drain(signal))
