import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStartHandler } from '@tanstack/react-start/server'
import { cookie as prismicCookie } from '@prismicio/client'
import { trailingSlashRedirect } from './i18n/trailing-slash'
import { verifyPreviewToken } from './content/preview-token'
import { perimeterError, requestLang, type PerimeterCode } from './server/api-errors'
import { config } from './server/config.server'
import { formCookieFrom, formCookieHeader, formTokenFor, isCrossSite, newFormCookieValue } from './server/csrf.server'
import { logger, safeError } from './server/logger.server'
import { notFoundHtml, serverErrorHtml } from './server/not-found-page'
import { clientAddress, consume, rateLimitFor } from './server/rate-limits.server'
import type { RequestContext } from './server/request-context'
import { newRequestContext, runWithRequestContext } from './server/request-context.server'
import { bodyRuleFor, checkBody, checkPath, checkQuery, isMachinePath, sameSiteLocation } from './server/request-guards'
import { renderHandler } from './server/render-handler'
import { GZIP_MIN_BYTES } from './server/gzip-around.server'
import { createPageCache } from './server/page-cache.server'
import { contentVersion, onContentChange } from './content/content-version.server'
import { signingKey } from './server/secrets.server'
import { withSecurityHeaders } from './server/security-headers'
import { isTestPagePath } from './server/test-routes'
import { getDb } from './server/db.server'
import { locateZip } from './server/geo.server'
import { directoryRows } from './server/reference-data.server'
import { directoryIndex } from './fhir/directory-index.server'
import { formularyIndex } from './fhir/formulary-index.server'
import { drugIndex } from './features/formulary/drug-index.server'
import { planIndex } from './plans/plan-index.server'

const handler = createStartHandler(renderHandler)

// Public pages and read-only API answers are rendered once per build and content version
// (src/server/page-cache.server.ts, issue 17); a content change clears them.
const pageCache = createPageCache({ version: contentVersion })
onContentChange(() => pageCache.clear())

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The path as the client sent it: `/\host` and `//host` are resolved away by URL parsing. */
function rawPathOf(request: Request, url: URL): string {
  const raw = (request as { runtime?: { node?: { req?: { url?: unknown } } } }).runtime?.node?.req?.url
  return typeof raw === 'string' ? raw : url.pathname
}

function refuse(request: Request, pathname: string, status: number, code: PerimeterCode, values?: Record<string, unknown>): Response {
  if (status === 404 && !isMachinePath(pathname)) return notFoundHtml(requestLang(request))
  return perimeterError(request, status, code, values)
}

/**
 * The perimeter (decision 0012), before TanStack Start sees a request: impossible paths and test
 * pages that are off answer 404 at once; control characters in the URL 400; then the trailing
 * slash rule (spec 2.1, 308 keeps the method and query); then, for state-changing requests, the
 * same-site rule (403), the client's rate limit (429), the media type (415), the body limit (413)
 * and control characters in the body (400). What passes is handed on with its body already read.
 */
async function guard(request: Request, url: URL, context: RequestContext): Promise<Response | Request> {
  const { pathname } = url
  const path = checkPath(rawPathOf(request, url), pathname)
  if (!path.ok) return refuse(request, pathname, path.status, path.code as PerimeterCode)
  if (isTestPagePath(pathname) && config().ENABLE_TEST_PAGES !== '1') return refuse(request, pathname, 404, 'not_found')
  const query = checkQuery(url.search)
  if (!query.ok) return refuse(request, pathname, query.status, query.code as PerimeterCode)
  if (pathname === '/_serverFn' || pathname === '/_serverFn/') return refuse(request, pathname, 404, 'not_found')
  const target = trailingSlashRedirect(url)
  if (target) return new Response(null, { status: 308, headers: { location: target } })

  const cookieHeader = request.headers.get('cookie') ?? ''
  context.preview = cookieHeader.includes(`${prismicCookie.preview}=`) && hasValidPreviewCookie(cookieHeader)
  // A browser without a form cookie gets one when a page renders a form token, not before: most
  // answers (cached pages, APIs) need none, and drawing it was a call to the random source each.
  context.formCookie = formCookieFrom(request)
  context.formToken = () => {
    if (!context.formCookie) {
      context.formCookie = newFormCookieValue()
      context.issueFormCookie = true
    }
    return formTokenFor(context.formCookie)
  }

  if (!STATE_CHANGING.has(request.method)) return request
  const c = config()
  if (isCrossSite(request, new URL(c.SITE_URL).origin)) return refuse(request, pathname, 403, 'cross_site_request')
  const limit = rateLimitFor(pathname)
  if (limit) {
    const outcome = await consume(limit, clientAddress(request))
    if (!outcome.ok) {
      const response = refuse(request, pathname, 429, 'rate_limited', { minutes: Math.ceil(outcome.retryAfterSeconds / 60) })
      response.headers.set('retry-after', String(outcome.retryAfterSeconds))
      logger.warn({ code: 'rate_limited', limit, method: request.method, path: pathname }, 'rate limited')
      return response
    }
  }
  const body = await checkBody(request, bodyRuleFor(pathname))
  if (!body.ok) return refuse(request, pathname, body.status, body.code)
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return new Request(request.url, { method: request.method, headers, body: body.text === '' ? null : body.text, signal: request.signal })
}

function hasValidPreviewCookie(cookieHeader: string): boolean {
  const name = `${prismicCookie.preview}=`
  const part = cookieHeader.split(/;\s*/).find((item) => item.startsWith(name))
  if (!part) return false
  let value: string
  try {
    value = decodeURIComponent(part.slice(name.length))
  } catch {
    return false
  }
  return verifyPreviewToken(signingKey('preview token'), value) !== null
}

/**
 * Server functions answer the site's JSON errors too: TanStack Start answers a refused one in plain
 * text, and an unknown or failed one with a 500 whose serialized error carries its message.
 */
async function machineErrorAsJson(request: Request, pathname: string, response: Response): Promise<Response> {
  if (response.status < 400 || !pathname.startsWith('/_serverFn/')) return response
  const json = (response.headers.get('content-type') ?? '').includes('json')
  if (json && response.status < 500) return response
  const text = await response.text().catch(() => '')
  if (response.status >= 500 && text.includes('Server function info not found')) return perimeterError(request, 404, 'not_found')
  const status = response.status
  const code: PerimeterCode = status === 403 ? 'cross_site_request' : status === 404 ? 'not_found' : status >= 500 ? 'internal_error' : 'invalid_json'
  if (status >= 500) logger.error({ code: 'server_function_failed', path: pathname, status }, 'server function failed')
  return perimeterError(request, status, code)
}

function finalize(request: Request, url: URL, context: RequestContext, response: Response): Response {
  const c = config()
  const out = withSecurityHeaders(response, url.pathname, {
    nonce: context.nonce,
    production: c.SITE_ENV === 'production',
    development: c.NODE_ENV === 'development',
    sliceMachineOrigin: c.SLICE_MACHINE_ORIGIN,
    connectOrigins: c.ERROR_REPORTING_URL ? [new URL(c.ERROR_REPORTING_URL).origin] : [],
  })
  out.headers.set('x-request-id', context.requestId)
  const location = out.headers.get('location')
  if (location) out.headers.set('location', sameSiteLocation(location, url, new URL(c.SITE_URL).origin))
  if (context.preview) {
    out.headers.set('cache-control', 'private, no-store')
    out.headers.append('vary', 'Cookie')
  }
  if (context.issueFormCookie && context.formCookie) {
    out.headers.append('set-cookie', formCookieHeader(context.formCookie, c.SITE_URL.startsWith('https:')))
  }
  return out
}

const entry = createServerEntry({
  async fetch(request) {
    const context = newRequestContext()
    return runWithRequestContext(context, async () => {
      const started = performance.now()
      const url = new URL(request.url)
      let response: Response
      try {
        const passed = await guard(request, url, context)
        response = passed instanceof Response ? passed : await machineErrorAsJson(request, url.pathname, await pageCache.serve(passed, url, context, async () => handler(passed)))
      } catch (error) {
        // A browser that leaves a page aborts its pending requests: not a server fault.
        if (clientClosed(request, error)) logger.info({ code: 'client_closed', method: request.method, path: url.pathname }, 'client closed the request')
        else logger.error({ code: 'unhandled', method: request.method, path: url.pathname, err: safeError(error) }, 'unhandled error')
        if (url.pathname.startsWith('/_serverFn/')) response = refuse(request, url.pathname, 404, 'not_found')
        else response = isMachinePath(url.pathname) ? refuse(request, url.pathname, 500, 'internal_error') : serverErrorHtml(requestLang(request))
      }
      const status = response.status
      if (status >= 500) logger.error({ code: 'server_error', method: request.method, path: url.pathname, status }, 'server error')
      else logger.debug({ method: request.method, path: url.pathname, status, ms: Math.round(performance.now() - started) }, 'request')
      return finalize(request, url, context, response)
    })
  },
})

/** The request was cancelled by its client (the connection reset or the request aborted). */
function clientClosed(request: Request, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return request.signal.aborted || code === 'ECONNRESET' || code === 'ABORT_ERR'
}

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
export default Object.assign(entry, { withStaticHeaders, logger, warmReferenceData, GZIP_MIN_BYTES })
