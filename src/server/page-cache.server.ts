import { createHash } from 'node:crypto'
import { FastResponse } from 'srvx'
import { siteDate } from '~/ui/call-hours'
import { deflatePieces, GZIP_MIN_BYTES, gzipAround, gzipWhole, joinAround, type DeflatedPieces } from './gzip-around.server'
import type { RequestContext } from './request-context'

declare const __BUILD_ID__: string

/** The part of a cached answer that is the same for everyone. */
type Entry = {
  status: number
  headers: [string, string][]
  body: Uint8Array
  etag: string
  bytes: number
  pieces: Buffer[] | null
  /** Compressed once when stored (gzip-around.server.ts); null under a packet. */
  gzip: { pieces: DeflatedPieces } | { whole: Buffer } | null
}

/** What the CDN and the browser are told about a cached page (issue 17). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

// Paths that are never cached here: machine endpoints that answer per request, editor tools,
// preview, and files (the static server and their own routes set their own headers).
const NEVER = /^\/(?:_serverFn|_prismic|preview|slice-simulator|test-)(?:\/|$)|^\/api\/(?:enrollments|leads|email-signups|plan-fit|content-webhook)/
// The JSON APIs and the public FHIR API: their answers are kept only when they say public.
const API = /^\/(?:api|fhir)\//
const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/** A page's bytes cut at each nonce placeholder, so an answer joins them around its own nonce. */
function piecesAround(body: Uint8Array, placeholder: string): Buffer[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const pieces: Buffer[] = []
  let from = 0
  for (let at = bytes.indexOf(placeholder, from); at !== -1; at = bytes.indexOf(placeholder, from)) {
    pieces.push(bytes.subarray(from, at))
    from = at + placeholder.length
  }
  pieces.push(bytes.subarray(from))
  return pieces
}

// The site's date, read at most once a second: a date format in a time zone costs about half a
// millisecond, more than the rest of a cached answer (measured, scripts/bench/api-cost.mjs).
// A clock set back (tests) reads it again.
let today = { from: 0, date: '' }
function siteToday(now = Date.now()): string {
  if (now < today.from || now >= today.from + 1000) today = { from: now, date: siteDate(new Date(now)) }
  return today.date
}

const gzipBytes = (gzip: Entry['gzip']) =>
  !gzip ? 0 : 'whole' in gzip ? gzip.whole.byteLength : gzip.pieces.deflated.reduce((sum, piece) => sum + piece.byteLength, 0)

const etagOf = (body: Uint8Array) => `"${__BUILD_ID__.slice(0, 8)}-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`

function sameEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((part) => part.trim().replace(/^W\//, '') === etag || part.trim() === '*')
}

/**
 * Whether a request may be answered from the cache at all: a GET or HEAD, not a preview, no
 * query string on a page (results depend on a person's answers; `?channel=direct` is a
 * per-session variant), and not a path that is never cached.
 */
function cacheable(request: Request, url: URL, context: RequestContext): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (context.preview || request.headers.has('authorization')) return false
  if (NEVER.test(url.pathname)) return false
  if (!API.test(url.pathname) && url.search) return false
  return true
}

/** Whether an answer may be stored: the same for everyone and meant to be shared. */
function storable(response: Response, isApi: boolean): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false
  const control = response.headers.get('cache-control') ?? ''
  if (/private|no-store/.test(control)) return false
  if (isApi) return /public/.test(control) && /max-age=[1-9]/.test(control)
  return (response.headers.get('content-type') ?? '').startsWith('text/html')
}

/**
 * Public pages and read-only API answers, rendered once per content version and build and
 * served from memory (issue 17): the key is the content version, the build, the site's date, the
 * language and the URL. Pages carry an ETag (a 304 when the browser has it) and `s-maxage` with
 * `stale-while-revalidate`, so a CDN in front absorbs the peak too. The CSP nonce of the page
 * that was stored is replaced by this request's nonce, so every answer still has its own.
 * Nothing per person is stored: previews, pages that rendered a form token, answers that set a
 * cookie or say private, and pages with a query string all pass through.
 */
export function createPageCache({ maxBytes = 96 * 1024 * 1024, version }: { maxBytes?: number; version: () => string | Promise<string> }) {
  const entries = new Map<string, Entry>()
  let used = 0

  function remember(key: string, entry: Entry) {
    const old = entries.get(key)
    if (old) used -= old.bytes
    entries.set(key, entry)
    used += entry.bytes
    // Oldest first out (a Map iterates in insertion order; a hit re-inserts its key).
    for (const [oldest, value] of entries) {
      if (used <= maxBytes) break
      entries.delete(oldest)
      used -= value.bytes
    }
  }

  function answer(request: Request, entry: Entry, nonce: string, hit: boolean): Response {
    const headers = new Headers(entry.headers)
    const gzip = entry.gzip && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') ? entry.gzip : null
    // The compressed and the plain body are one resource in two encodings: a weak ETag for both.
    headers.set('etag', gzip ? `W/${entry.etag}` : entry.etag)
    headers.set('x-cache', hit ? 'hit' : 'miss')
    if (entry.gzip) headers.append('vary', 'Accept-Encoding')
    if (gzip) headers.set('content-encoding', 'gzip')
    if (sameEtag(request.headers.get('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers })
    const body = gzip ? ('whole' in gzip ? gzip.whole : gzipAround(gzip.pieces, nonce)) : entry.pieces ? joinAround(entry.pieces, nonce) : entry.body
    // srvx writes a FastResponse's bytes straight to the socket; a Response body would be read
    // back through a web stream (measured: about a third of the server time of a cached answer).
    return new FastResponse(request.method === 'HEAD' ? null : (body as BodyInit), { status: entry.status, headers })
  }

  return {
    /** Answers from the cache, or renders with `render` and keeps what may be kept. */
    async serve(request: Request, url: URL, context: RequestContext, render: () => Promise<Response>): Promise<Response> {
      if (!cacheable(request, url, context)) return render()
      const lang = url.pathname === '/es' || url.pathname.startsWith('/es/') ? 'es' : 'en'
      // A content repository that cannot tell its version leaves the page uncached, not failed.
      const current = await Promise.resolve()
        .then(version)
        .catch(() => null)
      if (current === null) return render()
      // The site's date is part of the key: pages say what applies today (the call bar's hours
      // by season, events that have not yet happened), so the cache turns over at midnight.
      const key = `${__BUILD_ID__}|${current}|${siteToday()}|${lang}|${url.pathname}${url.search}`
      const found = entries.get(key)
      if (found) {
        entries.delete(key)
        entries.set(key, found)
        return answer(request, found, context.nonce, true)
      }
      // A page that renders a form token is bound to this browser's cookie: never shared.
      let personal = false
      const issue = context.formToken
      if (issue) {
        context.formToken = () => {
          personal = true
          return issue()
        }
      }
      const response = await render()
      const isApi = API.test(url.pathname)
      if (personal || request.method === 'HEAD' || !storable(response, isApi)) return response
      const text = new Uint8Array(await response.arrayBuffer())
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
      const body = html && context.nonce ? new TextEncoder().encode(new TextDecoder().decode(text).replaceAll(context.nonce, NONCE_PLACEHOLDER)) : text
      const headers = new Headers(response.headers)
      if (html) headers.set('cache-control', PAGE_CACHE_CONTROL)
      const pieces = html ? piecesAround(body, NONCE_PLACEHOLDER) : null
      const gzip = body.byteLength < GZIP_MIN_BYTES ? null : pieces ? { pieces: deflatePieces(pieces) } : { whole: gzipWhole(body) }
      const bytes = body.byteLength + key.length + gzipBytes(gzip)
      const entry: Entry = { status: response.status, headers: [...headers], body, etag: etagOf(body), bytes, pieces, gzip }
      remember(key, entry)
      return answer(request, entry, context.nonce, false)
    },
    /** Drops every entry (a content change; the version changes too, this frees the memory). */
    clear() {
      entries.clear()
      used = 0
    },
    get size() {
      return entries.size
    },
  }
}
