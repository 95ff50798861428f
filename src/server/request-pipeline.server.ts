import { isCsrfRequestAllowed, type RequestServerFn } from '@tanstack/react-start'
import type { Register } from '@tanstack/react-router'
import { cookie as prismicCookie } from '@prismicio/client'
import { isPagePath, trailingSlashRedirect } from '~/i18n/trailing-slash'
import { verifyPreviewToken } from '~/content/preview-token'
import { contentVersion, onContentChange } from '~/content/content-version.server'
import { fieldError, perimeterError, requestLang, type PerimeterCode } from './api-errors.server'
import { compressAnswer } from './compression.server'
import { config } from './config.server'
import {
  formCookieFrom,
  formCookieHeader,
  formTokenFor,
  isCrossSite,
  newFormCookieValue,
} from './csrf.server'
import { refusal, STATE_CHANGING, type EndpointRules } from './endpoint-rules.server'
import { logger, safeError } from './logger.server'
import { crossSitePostHtml, notFoundHtml, serverErrorHtml } from './not-found-page.server'
import { createPageCache } from './page-cache.server'
import { perHour } from './rate-limits.server'
import { currentRequestContext, type RequestContext } from '~/shared/request-context'
import { newRequestContext, runWithRequestContext } from './request-context.server'
import { checkPath, checkQuery, isMachinePath, KB, sameSiteLocation } from './request-guards'
import { signingKey } from './secrets.server'
import { malformedPayload } from './server-function-input.server'
import { unreadParams, withoutParams } from './page-query.server'
import { disallowedMethod } from './method-rules.server'
import { withSecurityHeaders } from './security-headers'
import { isTestPagePath } from './test-routes'

/**
 * The steps of the one request pipeline (decision 0012), each a TanStack Start request
 * middleware in src/start.ts, in this order: `answer` (request context, errors, headers,
 * compression), `urlRules`, `sameSite`, `serverFunctions`, `pageCache`. Rules that belong to one
 * endpoint are its route's own middleware (src/server/endpoint-rules.server.ts).
 */
type Step = RequestServerFn<Register, unknown, undefined>

/** The path as the client sent it: `/\host` and `//host` are resolved away by URL parsing. */
function rawPathOf(request: Request, url: URL): string {
  const raw = (request as { runtime?: { node?: { req?: { url?: unknown } } } }).runtime?.node?.req
    ?.url
  return typeof raw === 'string' ? raw : url.pathname
}

function refuse(
  request: Request,
  pathname: string,
  status: number,
  code: PerimeterCode,
  values?: Record<string, unknown>,
): Response {
  if (status === 404 && !isMachinePath(pathname)) return notFoundHtml(requestLang(request))
  return perimeterError(request, status, code, values)
}

/** The headers every answer leaves with: security headers, request id, a same-site Location. */
function finalize(url: URL, context: RequestContext, response: Response): Response {
  const c = config()
  const out = withSecurityHeaders(response, url.pathname, {
    nonce: context.nonce,
    scriptHashes: context.scriptHashes,
    production: c.SITE_ENV === 'production',
    development: c.NODE_ENV === 'development',
    sliceMachineOrigin: c.SLICE_MACHINE_ORIGIN,
    connectOrigins: c.ERROR_REPORTING_URL ? [new URL(c.ERROR_REPORTING_URL).origin] : [],
  })
  out.headers.set('x-request-id', context.requestId)
  const location = out.headers.get('location')
  if (location)
    out.headers.set('location', sameSiteLocation(location, url, new URL(c.SITE_URL).origin))
  if (context.preview) {
    out.headers.set('cache-control', 'private, no-store')
    out.headers.append('vary', 'Cookie')
  }
  if (context.issueFormCookie && context.formCookie) {
    out.headers.append(
      'set-cookie',
      formCookieHeader(context.formCookie, c.SITE_URL.startsWith('https:')),
    )
  }
  // An answer that sets a cookie or holds this browser's form token is that browser's alone: no
  // shared cache (a CDN) may keep it.
  if (context.formTokenRendered || context.privateAnswer || out.headers.has('set-cookie'))
    out.headers.set('cache-control', 'private, no-store')
  return out
}

/** `/_serverFn/` with no function id before the next slash (`/_serverFn//x`; `/_serverFn/\x` parses so): Start throws on it. */
const NO_SERVER_FN_ID = /^\/_serverFn\/(?:\/|$)/

/**
 * Paths Start answers itself before any request middleware runs, answered here first: a path
 * as sent that starts `//` or `/\` (Start would redirect it, 308, to the request's Host) and
 * `/_serverFn/` without a function id (Start throws, printing its stack). The server entry asks
 * this before Start.
 */
export function beforeStart(request: Request): Response | null {
  const url = new URL(request.url)
  const rawPath = rawPathOf(request, url).split('?')[0]!
  if (!/^\/[/\\]/.test(rawPath) && !NO_SERVER_FN_ID.test(url.pathname)) return null
  const context = newRequestContext()
  return runWithRequestContext(context, () =>
    finalize(url, context, refuse(request, url.pathname, 404, 'not_found')),
  )
}

/**
 * A stored answer (a page or public API answer the pipeline rendered and kept), served before
 * Start: Start's request handling costs about 170 µs of server time per answer, 2.5 times the
 * whole of a cached answer without it (measured, decision 0018). Only what
 * the pipeline would answer from the cache itself: a GET or HEAD without a preview cookie, whose
 * URL passes the same URL rules, for which an entry exists (stored by `pageCache` below, after
 * every rule and the route ran for the same URL). Everything else goes through Start.
 */
export async function storedAnswer(request: Request): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if ((request.headers.get('cookie') ?? '').includes(`${prismicCookie.preview}=`)) return null
  const url = new URL(request.url)
  if (!checkPath(rawPathOf(request, url), url.pathname).ok || !checkQuery(url.search).ok)
    return null
  const context = newRequestContext()
  const found = await cache.stored(request, url, context)
  return found && finalize(url, context, found)
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

/** The status of an answer nobody reads, its client gone: nginx's 499, not a server error. */
export const CLIENT_CLOSED = 499

/** The request was cancelled by its client (the connection reset or the request aborted). */
function clientClosed(request: Request, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return request.signal.aborted || code === 'ECONNRESET' || code === 'ABORT_ERR'
}

/**
 * The outermost step: runs the request in its context (request id, CSP nonce, preview session,
 * form cookie), turns an error no step answered into the site's 500 (HTML for a page, JSON for a
 * machine path), logs, adds the headers every answer carries, and compresses an answer the cache
 * did not (once, src/server/compression.server.ts).
 */
export const answer: Step = ({ request, next }) => {
  const context = newRequestContext()
  return runWithRequestContext(context, async () => {
    const started = performance.now()
    const url = new URL(request.url)
    const cookieHeader = request.headers.get('cookie') ?? ''
    context.preview =
      cookieHeader.includes(`${prismicCookie.preview}=`) && hasValidPreviewCookie(cookieHeader)
    // A browser without a form cookie gets one when a page renders a form token, not before:
    // most answers (cached pages, APIs) need none.
    context.formCookie = formCookieFrom(request)
    context.formToken = () => {
      context.formTokenRendered = true
      if (!context.formCookie) {
        context.formCookie = newFormCookieValue()
        context.issueFormCookie = true
      }
      return formTokenFor(context.formCookie)
    }
    let response: Response
    try {
      response = (await next()).response
    } catch (error) {
      // A browser that leaves a page aborts its pending requests: not a server fault.
      if (clientClosed(request, error)) {
        logger.info(
          { code: 'client_closed', method: request.method, path: url.pathname },
          'client closed the request',
        )
        return finalize(url, context, new Response(null, { status: CLIENT_CLOSED }))
      }
      logger.error(
        { code: 'unhandled', method: request.method, path: url.pathname, err: safeError(error) },
        'unhandled error',
      )
      response = isMachinePath(url.pathname)
        ? refuse(request, url.pathname, 500, 'internal_error')
        : serverErrorHtml(requestLang(request))
    }
    const status = response.status
    if (status >= 500)
      logger.error(
        { code: 'server_error', method: request.method, path: url.pathname, status },
        'server error',
      )
    else
      logger.debug(
        {
          method: request.method,
          path: url.pathname,
          status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      )
    if (!response.headers.has('x-cache')) response = await compressAnswer(request, response)
    return finalize(url, context, response)
  })
}

/**
 * URL rules (decision 0012): a path no page can have answers 404 at once, before any loader, and
 * test pages that are off too; control characters in the path or query 400 (a bad query value
 * names its field); over-long paths and queries 414; a method the path does not answer 405 with
 * `Allow` (src/server/method-rules.server.ts); then the trailing slash rule (spec 2.1; 308 keeps
 * the method and query), and a page's query parameters it does not read (308 to the URL without
 * them).
 */
export const urlRules: Step = async ({ request, next }) => {
  const url = new URL(request.url)
  const { pathname } = url
  const path = checkPath(rawPathOf(request, url), pathname)
  if (!path.ok) return refuse(request, pathname, path.status, path.code as PerimeterCode)
  if (isTestPagePath(pathname) && config().ENABLE_TEST_PAGES !== '1')
    return refuse(request, pathname, 404, 'not_found')
  if (pathname === '/_serverFn') return refuse(request, pathname, 404, 'not_found')
  const query = checkQuery(url.search)
  if (!query.ok && query.field !== undefined)
    return fieldError(request, query.code as PerimeterCode, query.field)
  if (!query.ok) return refuse(request, pathname, query.status, query.code as PerimeterCode)
  const allow = disallowedMethod(request.method, pathname)
  if (allow) {
    const refused = perimeterError(request, 405, 'method_not_allowed')
    refused.headers.set('allow', allow.join(', '))
    return refused
  }
  const target = trailingSlashRedirect(url)
  if (target) return new Response(null, { status: 308, headers: { location: target } })
  // A page's query parameters that it does not read are sent away, so the page cache keys only
  // on what a page reads (src/server/page-query.server.ts).
  if (
    url.search &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    isPagePath(pathname)
  ) {
    const unread = await unreadParams(url)
    if (unread.length > 0)
      return new Response(null, { status: 308, headers: { location: withoutParams(url, unread) } })
  }
  return next()
}

/**
 * A state-changing request from another site is refused (403), whatever its endpoint: a JSON
 * error for a machine path, a page saying so for a page's own form (decision 0024).
 */
export const sameSite: Step = ({ request, next }) => {
  if (!STATE_CHANGING.has(request.method)) return next()
  if (!isCrossSite(request, new URL(config().SITE_URL).origin)) return next()
  const { pathname } = new URL(request.url)
  if (!isMachinePath(pathname)) return crossSitePostHtml(requestLang(request), pathname)
  return perimeterError(request, 403, 'cross_site_request')
}

/** Server functions (entering preview, the site's data calls): 300 calls an hour per address, JSON arguments of up to 64 KB. */
export const SERVER_FUNCTION_RULES: EndpointRules = {
  rateLimit: perHour('serverFn', 300),
  body: { types: ['json'], limit: 64 * KB, optional: true },
}

/**
 * Server function calls answer the site's JSON errors: Start's own CSRF rule (Sec-Fetch-Site
 * same-origin, or a matching Origin) refused as 403 JSON; the rules above; a call whose function
 * Start cannot look up (the look-up throws before any function runs, out of Start's handler) a
 * 404; a failed call a 500 without its message; any other refusal in plain text the JSON error of
 * its status.
 */
export const serverFunctions: Step = async (options) => {
  const { request, handlerType, next } = options
  if (handlerType !== 'serverFn') return next()
  if (!(await isCsrfRequestAllowed({}, options)))
    return perimeterError(request, 403, 'cross_site_request')
  if (STATE_CHANGING.has(request.method)) {
    const refused = await refusal(request, SERVER_FUNCTION_RULES)
    if (refused) return refused
  }
  const malformed = await malformedPayload(request)
  if (malformed) return malformed
  const pathname = new URL(request.url).pathname
  let response: Response
  try {
    response = (await next()).response
  } catch (error) {
    if (clientClosed(request, error)) throw error
    logger.warn(
      { code: 'server_function_not_found', path: pathname, err: safeError(error) },
      'server function not found',
    )
    return perimeterError(request, 404, 'not_found')
  }
  const status = response.status
  if (status < 400) return response
  if (status < 500 && (response.headers.get('content-type') ?? '').includes('json')) return response
  await response.body?.cancel().catch(() => {})
  if (status >= 500)
    logger.error(
      { code: 'server_function_failed', path: pathname, status },
      'server function failed',
    )
  const code: PerimeterCode =
    status === 403
      ? 'cross_site_request'
      : status === 404
        ? 'not_found'
        : status === 405
          ? 'method_not_allowed'
          : status >= 500
            ? 'internal_error'
            : 'invalid_json'
  const refused = perimeterError(request, status, code)
  const allow = response.headers.get('allow')
  if (allow) refused.headers.set('allow', allow)
  return refused
}

// Public pages and read-only API answers are rendered once per build and content version
// (src/server/page-cache.server.ts, decision 0015); a content change clears them.
const cache = createPageCache({ version: contentVersion })
onContentChange(() => cache.clear())

/**
 * Answers from the page cache, or renders through the rest of the pipeline and keeps what may be
 * kept. After `storedAnswer` missed this looks again, on purpose (decision 0028): about 10 µs
 * before a render, and it finds a render that finished meanwhile and answers a request whose
 * preview cookie is not valid.
 */
export const pageCache: Step = ({ request, next }) => {
  const context = currentRequestContext()
  if (!context) return next()
  return cache.serve(request, new URL(request.url), context, async () => (await next()).response)
}
