import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { serve, type Server, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { deliveryFigures, startDelivery, stopDelivery } from '~/outbox/delivery.server'
import { checkStartupConfig, config } from './config.server'
import { getDb, type Database } from './db.server'
import { createHealth } from './health.server'
import { logger } from './logger.server'
import { newRequestContext } from './request-context.server'
import { withSecurityHeaders } from './security-headers'

/**
 * The production server (`scripts/serve.mjs` calls `startServer` of the built server bundle):
 * Node's HTTP server (srvx), `GET /healthz`, the built files, then the application (src/server.ts);
 * an exception that escapes the application is answered with the static 500 page, never a stack
 * trace. Stops cleanly on SIGTERM and SIGINT.
 */
export async function startServer({
  clientDir,
  fetch,
  referenceData,
}: {
  /** The built client files (`dist/client`, or `$BUILD_DIR/client`). */
  clientDir: string
  /** The application: everything that is not a built file or `/healthz`. */
  fetch: (request: Request) => Response | Promise<Response>
  /** The loads of the reference data, each named for the log; the instance is ready once all have loaded. */
  referenceData: ReferenceData
}): Promise<void> {
  exitOnConfigError()
  const errorPage = await readFile(`${clientDir}/500.html`, 'utf8').catch(
    () => '<h1>Server error</h1>',
  )
  const port = Number(process.env.PORT ?? 3000)
  const hostname = process.env.HOST ?? '127.0.0.1'
  // The instance's state for a load balancer (src/server/health.server.ts): starting until the
  // reference data has loaded, ready, then draining once asked to stop.
  const health = createHealth({
    databaseReachable,
    details: () => ({ outbox: deliveryFigures() }),
  })

  const server = serve({
    port,
    hostname,
    silent: true,
    // `drainOnSignals` below handles SIGTERM and SIGINT; srvx's own shutdown would close the
    // listener at once, before the load balancer has taken the instance out.
    gracefulShutdown: false,
    // A request, its body included, arrives within 10 s or its connection is closed (Node's default
    // is 300 s, checked every 30 s): a body sent a byte at a time holds no connection for minutes.
    node: { requestTimeout: 10_000, headersTimeout: 10_000, connectionsCheckingInterval: 1000 },
    middleware: [healthAndHeaders(health), staticFiles(clientDir)],
    async fetch(request) {
      try {
        return await fetch(request)
      } catch (error) {
        // Only the kind of failure: a message can quote request values.
        logger.error(
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
  void startDelivery().catch((error: unknown) =>
    logger.error({ code: 'outbox_not_started', err: error }, 'outbox delivery not started'),
  )
  logger.info(
    `Ceiba Health site ready at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}/`,
  )
  void readyOnceReferenceDataLoads(health, referenceData)
  drainOnSignals(server, health)
}

/**
 * A setting that cannot work stops the start here, naming the variable, before anything listens
 * or the database is touched (src/server/config.server.ts): the message on stderr, exit code 1.
 */
export function exitOnConfigError(): void {
  try {
    checkStartupConfig(process.env)
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name
    // Written directly: the server bundle routes console lines to the JSON log (decision 0012).
    process.stderr.write(
      `${name === 'ConfigError' ? (error as Error).message : `Invalid configuration (${typeof name === 'string' ? name : typeof error})`}\n`,
    )
    process.exit(1)
  }
}

type Health = ReturnType<typeof createHealth>

/** The reference data's loads, in order, each named for the log line that times them. */
export type ReferenceData = readonly (readonly [string, (db: Database) => Promise<unknown>])[]

const healthPath = /^https?:\/\/[^/]+\/healthz(?:\?|$)/
const hashedAsset = /^\/assets\//

/**
 * `GET /healthz` answered first; on the way out, a draining instance closes each connection and a
 * built file gets the security headers (the application's answers carry them already) and, under
 * `/assets/` (hashed names), a year's cache.
 */
function healthAndHeaders(health: Health): ServerMiddleware {
  return async (request, next) => {
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
    if (response.headers.has('content-security-policy')) return response
    const { pathname } = new URL(request.url)
    const out = withStaticHeaders(response, pathname)
    if (hashedAsset.test(pathname) && out.ok)
      out.headers.set('cache-control', 'public, max-age=31536000, immutable')
    return out
  }
}

/** The headers of a built file: the security headers every answer carries and a request id. */
function withStaticHeaders(response: Response, pathname: string): Response {
  const c = config()
  const out = withSecurityHeaders(response, pathname, {
    production: c.SITE_ENV === 'production',
    sliceMachineOrigin: c.SLICE_MACHINE_ORIGIN,
  })
  out.headers.set('x-request-id', newRequestContext().requestId)
  return out
}

// The APIs and the pages (their paths end in a slash) have no files: their requests skip the
// static file look-up (three stat calls, more server time than a cached answer itself).
const noFiles = /^https?:\/\/[^/]+(?:\/(?:api|fhir)\/|[^?#]*\/(?:[?#]|$))/

/**
 * The built client files. The build writes each compressible one beside it as `.br` and `.gz`, at
 * their best settings (scripts/vite/precompress.ts); the one the request's Accept-Encoding picks
 * is sent.
 */
function staticFiles(clientDir: string): ServerMiddleware {
  const files = staticMiddleware({ dir: clientDir, encodings: true })
  return (request, next) => (noFiles.test(request.url) ? next() : files(request, next))
}

/**
 * The instance is ready for a load balancer once the reference data has loaded (in the
 * background, never blocking the start), retried every 5 s.
 */
async function readyOnceReferenceDataLoads(
  health: Health,
  referenceData: ReferenceData,
): Promise<void> {
  while (health.state === 'starting') {
    if (await warmReferenceData(referenceData)) {
      if (health.state === 'starting') health.state = 'ready'
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
}

/**
 * Loads the reference data the searches answer from (each once per database, `oncePerDatabase`
 * in src/server/db.server.ts; the list is the entry's, src/server.ts), so the first visitor does
 * not wait for it. One load at a time; a failure is logged by its class and code and the load is
 * retried on first use and by `readyOnceReferenceDataLoads`.
 */
async function warmReferenceData(steps: ReferenceData): Promise<boolean> {
  const ms: Record<string, number> = {}
  try {
    const db = await getDb()
    for (const [name, load] of steps) {
      // Requests that came in meanwhile go first (on PGlite the loads share one connection).
      await new Promise((resolve) => setImmediate(resolve))
      const started = performance.now()
      await load(db)
      ms[name] = Math.round(performance.now() - started)
    }
    logger.info({ code: 'reference_data_loaded', ms }, 'reference data loaded')
    return true
  } catch (error) {
    logger.warn({ code: 'reference_data_not_loaded', ms, err: error }, 'reference data not loaded')
    return false
  }
}

/** The database answers a trivial query within `ms` (the health check's question). */
async function databaseReachable(ms = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  const query = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => true,
      (error: unknown) => (
        logger.warn({ code: 'database_unreachable', err: error }, 'database unreachable'),
        false
      ),
    )
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Stops cleanly when asked (a process manager, a rolling deploy, test runners): /healthz answers
 * 503 at once, on SIGTERM the instance keeps serving for DRAIN_DELAY_MS while the load balancer
 * takes it out, then stops taking connections, finishes the requests in flight (for at most
 * DRAIN_TIMEOUT_MS more, else exits 1), stops the outbox's delivery and exits.
 */
function drainOnSignals(server: Server, health: Health): void {
  // How long a draining instance keeps serving after /healthz turns 503, so the load balancer
  // sees it first; the longest a stop then waits for requests in flight.
  const delayMs = Number(process.env.DRAIN_DELAY_MS ?? 3000)
  const timeoutMs = Number(process.env.DRAIN_TIMEOUT_MS ?? 25000)
  async function drain(signal: 'SIGTERM' | 'SIGINT') {
    if (health.state === 'draining') return
    health.state = 'draining'
    logger.info({ code: 'draining', signal }, 'draining')
    const deadline = setTimeout(() => {
      logger.warn({ code: 'drain_timeout' }, 'requests still open at the drain deadline')
      process.exit(1)
    }, timeoutMs + delayMs)
    deadline.unref()
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, delayMs))
    await server.close()
    await stopDelivery()
    logger.info({ code: 'stopped' }, 'stopped')
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void drain(signal))
}
