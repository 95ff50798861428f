import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStartHandler } from '@tanstack/react-start/server'
import { renderHandler } from './server/render-handler.server'
import { routeConsoleToLogger } from './server/logger.server'
import { beforeStart, CLIENT_CLOSED, storedAnswer } from './server/request-pipeline.server'
import { exitOnConfigError, startServer as serve, type ReferenceData } from './server/serve.server'
import { directoryRows } from './directory/directory-rows.server'
import { drugIndex } from './features/formulary/drug-index.server'
import { directoryIndex } from './fhir/directory-index.server'
import { formularyIndex } from './fhir/formulary-index.server'
import { locateZip } from './geo/geo.server'
import { planIndex } from './plans/plan-index.server'
import { warmMultiLanguageInsert } from './content/multi-language-insert.server'

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

export default entry

/**
 * The reference data the searches answer from, loaded once the server listens so the first
 * visitor does not wait for it (1-3 s on PGlite); each is loaded once per database.
 */
const referenceData: ReferenceData = [
  ['plans', planIndex],
  ['zips', (db) => locateZip(db, '00000')],
  ['directory', directoryRows],
  ['fhirDirectory', directoryIndex],
  ['drugs', drugIndex],
  ['fhirFormulary', formularyIndex],
  // The multi-language insert the plan's PDFs end with (content and fonts, not the database).
  ['multiLanguageInsert', warmMultiLanguageInsert],
]

/**
 * The production server around this entry (`scripts/serve.mjs` calls it from the built bundle):
 * `/healthz`, the built files in `clientDir`, then this entry (src/server/serve.server.ts).
 */
export function startServer({ clientDir }: { clientDir: string }): Promise<void> {
  return serve({ clientDir, fetch: (request) => entry.fetch(request), referenceData })
}

/** For `npm start` (scripts/start.mjs): a setting that cannot work stops it before the database is set up. */
export { exitOnConfigError }
