import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStartHandler } from '@tanstack/react-start/server'
import { renderHandler } from './server/render-handler.server'
import { logger, routeConsoleToLogger } from './server/logger.server'
import { sql } from 'drizzle-orm'
import { checkStartupConfig, config } from './server/config.server'
import { newRequestContext } from './server/request-context.server'
import { beforeStart, CLIENT_CLOSED, storedAnswer } from './server/request-pipeline.server'
import { withSecurityHeaders } from './server/security-headers'
import { getDb } from './server/db.server'
import { createHealth } from './server/health.server'
import { deliveryFigures, startDelivery, stopDelivery } from './outbox/delivery.server'
import { locateZip } from './geo/geo.server'
import { directoryRows } from './server/reference-data.server'
import { directoryIndex } from './fhir/directory-index.server'
import { formularyIndex } from './fhir/formulary-index.server'
import { drugIndex } from './features/formulary/drug-index.server'
import { planIndex } from './plans/plan-index.server'

// Every request goes through TanStack Start and its request middleware (src/start.ts), except
// the paths Start answers before its middleware runs and answers the pipeline already stored
// (src/server/request-pipeline.server.ts says why).
const handler = createStartHandler(renderHandler)

// Nothing reaches stdout but the JSON log, whose lines hold no request value (decision 0012).
if (process.env.NODE_ENV !== 'development') routeConsoleToLogger()

const entry = createServerEntry({
  async fetch(request) {
    try {
      return beforeStart(request) ?? (await storedAnswer(request)) ?? (await handler(request))
    } catch (error) {
      // A visitor who left mid-request (a closed tab, a lost signal): Start rejects with the
      // request's abort reason, after the pipeline has logged it as client_closed. Nobody is there
      // to answer and it is not a server fault, so it is not handed to Start's error answer,
      // which would print it as an error with its stack.
      if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED })
      throw error
    }
  },
})

/** The headers of a static file (scripts/serve.mjs answers those before this entry runs). */
function withStaticHeaders(response: Response, pathname: string): Response {
  const c = config()
  const out = withSecurityHeaders(response, pathname, {
    production: c.SITE_ENV === 'production',
    sliceMachineOrigin: c.SLICE_MACHINE_ORIGIN,
  })
  out.headers.set('x-request-id', newRequestContext().requestId)
  return out
}

/**
 * Loads the reference data the searches answer from (src/server/reference-data.server.ts) once the
 * server listens, so the first visitor does not wait for it (1-3 s on PGlite). One load at a time,
 * in the background; a failure is logged by its class and code and the load is retried on first
 * use (scripts/serve.mjs also retries it: the instance is not ready until it has loaded).
 */
async function warmReferenceData(): Promise<boolean> {
  const ms: Record<string, number> = {}
  const steps: [string, (db: Awaited<ReturnType<typeof getDb>>) => Promise<unknown>][] = [
    ['plans', planIndex],
    ['zips', (db) => locateZip(db, '00000')],
    ['directory', directoryRows],
    ['fhirDirectory', directoryIndex],
    ['drugs', drugIndex],
    ['fhirFormulary', formularyIndex],
  ]
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

/** Stops the start with a message naming each setting that cannot work (src/server/config.server.ts). */
function checkConfig(): void {
  checkStartupConfig(process.env)
}

/** For scripts/serve.mjs: the logger for its own lines; the configuration check, the reference data warm-up and the database check for its start and health answer. */
export default Object.assign(entry, {
  createHealth,
  // The outbox's delivery worker of this instance and its figures (decision 0027).
  startDelivery,
  stopDelivery,
  deliveryFigures,
  withStaticHeaders,
  logger,
  warmReferenceData,
  databaseReachable,
  checkConfig,
})
