import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStartHandler } from '@tanstack/react-start/server'
import { renderHandler } from './server/render-handler.server'
import { logger } from './server/logger.server'
import { config } from './server/config.server'
import { newRequestContext } from './server/request-context.server'
import { beforeStart, storedAnswer } from './server/request-pipeline.server'
import { withSecurityHeaders } from './server/security-headers'
import { getDb } from './server/db.server'
import { locateZip } from './server/geo.server'
import { directoryRows } from './server/reference-data.server'
import { directoryIndex } from './fhir/directory-index.server'
import { formularyIndex } from './fhir/formulary-index.server'
import { drugIndex } from './features/formulary/drug-index.server'
import { planIndex } from './plans/plan-index.server'

// Every request goes through TanStack Start and its request middleware (src/start.ts), except
// the paths Start answers before its middleware runs and answers the pipeline already stored
// (src/server/request-pipeline.server.ts says why).
const handler = createStartHandler(renderHandler)

const entry = createServerEntry({
  async fetch(request) {
    return beforeStart(request) ?? (await storedAnswer(request)) ?? handler(request)
  },
})

/** The headers of a static file (scripts/serve.mjs answers those before this entry runs). */
function withStaticHeaders(response: Response, pathname: string): Response {
  const c = config()
  const out = withSecurityHeaders(response, pathname, { production: c.SITE_ENV === 'production', sliceMachineOrigin: c.SLICE_MACHINE_ORIGIN })
  out.headers.set('x-request-id', newRequestContext().requestId)
  return out
}

/**
 * Loads the reference data the searches answer from (src/server/reference-data.server.ts) once the
 * server listens, so the first visitor does not wait for it (1-3 s on PGlite). One load at a time,
 * in the background; a failure is logged by its code only and the load is retried on first use.
 */
async function warmReferenceData(): Promise<void> {
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
  } catch (error) {
    logger.warn({ code: 'reference_data_not_loaded', ms, err: { name: (error as { name?: unknown } | null)?.name ?? typeof error } }, 'reference data not loaded')
  }
}

/** The logger, for scripts/serve.mjs's own lines; the reference data warm-up, for its start. */
export default Object.assign(entry, { withStaticHeaders, logger, warmReferenceData })
