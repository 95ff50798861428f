import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { FastResponse } from 'srvx'
import { acceptsFhirJson } from '~/fhir/fhir-api.server'
import { siteDate } from '~/ui/call-hours'
import { langFromPath } from '~/i18n/locales'
import { chooseEncoding, COMPRESS_MIN_BYTES, encodeOnce, type Encoding } from './compression.server'
import { carriesDraft } from '~/shared/draft-cookie'
import type { RequestContext } from '~/shared/request-context'

declare const __BUILD_ID__: string

/** A cached answer: the same bytes for everyone, each encoding made once. */
type Entry = {
  status: number
  headers: [string, string][]
  body: Uint8Array
  etag: string
  bytes: number
  /** Compressed once when stored; null under a packet. */
  encoded: Record<Encoding, Buffer> | null
  /** A page's CSP script hashes: one per inline script it holds (null for an API answer). */
  scriptHashes: readonly string[] | null
}

/** What the CDN and the browser are told about a cached page (decision 0015). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

// Paths that are never cached here: machine endpoints that answer per request, editor tools,
// preview, and files (the static server and their own routes set their own headers).
const NEVER =
  /^\/(?:_serverFn|_prismic|preview|slice-simulator|test-)(?:\/|$)|^\/api\/(?:enrollments|leads|email-signups|plan-fit|content-webhook)/
// The JSON APIs and the public FHIR API: their answers are kept only when they say public.
const API = /^\/(?:api|fhir)\//

/**
 * The CSP hash source (`'sha256-…'`) of each inline script of a page: the text between `<script …>`
 * and the next `</script` (where an HTML parser ends script data), for every script without a
 * `src`. Data blocks (`application/ld+json`) are hashed too: a browser never runs them, and a hash
 * more costs nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\ssrc\s*=/i.test(match[1]!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`)
  }
  return [...hashes]
}

// The site's date, read at most once a second: a date format in a time zone costs about half a
// millisecond, more than the rest of a cached answer (measured, scripts/bench/api-cost.mjs).
// A clock set back (tests) reads it again.
let today = { from: 0, date: '' }
function siteToday(now = Date.now()): string {
  if (now < today.from || now >= today.from + 1000)
    today = { from: now, date: siteDate(new Date(now)) }
  return today.date
}

const encodedBytes = (encoded: Entry['encoded']) =>
  encoded ? encoded.br.byteLength + encoded.gzip.byteLength : 0

const etagOf = (body: Uint8Array) =>
  `"${__BUILD_ID__.slice(0, 8)}-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`

function sameEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .some((part) => part.trim().replace(/^W\//, '') === etag || part.trim() === '*')
}

/**
 * Whether a request may be answered from the cache at all: a GET or HEAD, not a preview, not a
 * path that is never cached, and not a FHIR request for a format other than JSON. A page's query
 * string holds only parameters the page reads (the pipeline redirects the others away,
 * page-query.server.ts), so it is part of the key like the path.
 */
function cacheable(request: Request, url: URL, context: RequestContext): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (context.preview || request.headers.has('authorization')) return false
  // A browser's own enrollment draft renders into the page (decision 0024).
  if (carriesDraft(request)) return false
  if (NEVER.test(url.pathname)) return false
  // A FHIR client that takes no JSON is answered 406 by the API, never with stored JSON.
  if (url.pathname.startsWith('/fhir/') && !acceptsFhirJson(request, url)) return false
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
 * served from memory (decision 0015): the key is the content version, the build, the site's date, the
 * language and the URL. Pages carry an ETag (a 304 when the browser has it) and `s-maxage` with
 * `stale-while-revalidate`, so a CDN in front absorbs the peak too. A stored page is immutable
 * bytes: its CSP names the sha256 hashes of its inline scripts, computed when it was rendered
 * and stored with it (`context.scriptHashes`, which the pipeline's headers read), and it is
 * compressed once, brotli and gzip, the encoding chosen per request by Accept-Encoding.
 * Nothing per person is stored: previews, pages that rendered a form token, answers that set a
 * cookie or say private pass through.
 */
export function createPageCache({
  maxBytes = 96 * 1024 * 1024,
  maxQueryBytes = 24 * 1024 * 1024,
  version,
}: {
  maxBytes?: number
  /** Answers to URLs with a query string (search results, API look-ups) have a budget of their own. */
  maxQueryBytes?: number
  version: () => string | Promise<string>
}) {
  // Least recently used out past a size budget (the lru-cache package, the site's one cache
  // primitive). Answers to URLs with a query string are kept apart, so a flood of distinct
  // searches can push out only other searches, never the pages everyone asks for.
  const lru = (bytes: number) =>
    new LRUCache<string, Entry>({ maxSize: bytes, sizeCalculation: (entry) => entry.bytes })
  const paths = lru(maxBytes)
  const queries = lru(maxQueryBytes)
  const entriesFor = (key: string) => (key.startsWith('q|') ? queries : paths)
  /** Renders under way, by key: a request for the same answer waits for it instead of rendering too. */
  const rendering = new Map<string, Promise<void>>()

  function remember(key: string, entry: Entry) {
    entriesFor(key).set(key, entry)
  }

  function answer(request: Request, context: RequestContext, entry: Entry, hit: boolean): Response {
    const headers = new Headers(entry.headers)
    const encoding = entry.encoded ? chooseEncoding(request.headers.get('accept-encoding')) : null
    // The encodings are one resource: a weak ETag for the compressed ones.
    headers.set('etag', encoding ? `W/${entry.etag}` : entry.etag)
    headers.set('x-cache', hit ? 'hit' : 'miss')
    if (entry.encoded) headers.append('vary', 'Accept-Encoding')
    if (encoding) headers.set('content-encoding', encoding)
    if (entry.scriptHashes) context.scriptHashes = entry.scriptHashes
    if (sameEtag(request.headers.get('if-none-match'), entry.etag))
      return new Response(null, { status: 304, headers })
    const body = encoding ? entry.encoded![encoding] : entry.body
    // srvx writes a FastResponse's bytes straight to the socket when nothing reads its body.
    return new FastResponse(request.method === 'HEAD' ? null : (body as BodyInit), {
      status: entry.status,
      headers,
    })
  }

  /** The entry's key: build, content version, the site's date, language and URL; null when the version cannot be read. */
  async function keyOf(url: URL): Promise<string | null> {
    const lang = langFromPath(url.pathname)
    // A content repository that cannot tell its version leaves the page uncached, not failed.
    const current = await Promise.resolve()
      .then(version)
      .catch(() => null)
    if (current === null) return null
    // The site's date is part of the key: pages say what applies today (the call bar's hours
    // by season, events that have not yet happened), so the cache turns over at midnight.
    return `${url.search ? 'q' : 'p'}|${__BUILD_ID__}|${current}|${siteToday()}|${lang}|${url.pathname}${url.search}`
  }

  function lookup(key: string): Entry | undefined {
    return entriesFor(key).get(key)
  }

  return {
    /** The stored answer for this request, or null (nothing stored, or not a request the cache answers). */
    async stored(request: Request, url: URL, context: RequestContext): Promise<Response | null> {
      if (!cacheable(request, url, context)) return null
      const key = await keyOf(url)
      const found = key === null ? undefined : lookup(key)
      return found ? answer(request, context, found, true) : null
    },
    /** Answers from the cache, or renders with `render` and keeps what may be kept. */
    async serve(
      request: Request,
      url: URL,
      context: RequestContext,
      render: () => Promise<Response>,
    ): Promise<Response> {
      if (!cacheable(request, url, context)) return render()
      const key = await keyOf(url)
      if (key === null) return render()
      const found = lookup(key)
      if (found) return answer(request, context, found, true)
      // After a content change every instance's cache is empty while traffic goes on: requests for
      // an answer already being rendered wait for it and are answered from it (when it could be
      // kept), so each answer is rendered once, not once per waiting request.
      const pending = rendering.get(key)
      if (pending) {
        await pending
        const rendered = lookup(key)
        if (rendered) return answer(request, context, rendered, true)
        return render()
      }
      let done = () => {}
      rendering.set(key, new Promise<void>((resolve) => (done = resolve)))
      try {
        return await renderAndKeep(request, url, context, key, render)
      } finally {
        rendering.delete(key)
        done()
      }
    },
    /** Drops every entry (a content change; the version changes too, this frees the memory). */
    clear() {
      paths.clear()
      queries.clear()
    },
    get size() {
      return paths.size + queries.size
    },
  }

  async function renderAndKeep(
    request: Request,
    url: URL,
    context: RequestContext,
    key: string,
    render: () => Promise<Response>,
  ): Promise<Response> {
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
    if (
      personal ||
      context.privateAnswer ||
      request.method === 'HEAD' ||
      !storable(response, isApi)
    )
      return response
    const body = new Uint8Array(await response.arrayBuffer())
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
    const headers = new Headers(response.headers)
    if (html) headers.set('cache-control', PAGE_CACHE_CONTROL)
    // Each answer's length is its encoding's; the stored headers name none.
    headers.delete('content-length')
    const scriptHashes = html ? inlineScriptHashes(new TextDecoder().decode(body)) : null
    const encoded =
      body.byteLength < COMPRESS_MIN_BYTES ? null : await encodeOnce(body, html ? 'page' : 'data')
    const bytes = body.byteLength + key.length + encodedBytes(encoded)
    const entry: Entry = {
      status: response.status,
      headers: [...headers],
      body,
      etag: etagOf(body),
      bytes,
      encoded,
      scriptHashes,
    }
    remember(key, entry)
    return answer(request, context, entry, false)
  }
}
