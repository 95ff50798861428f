import { isPagePath } from '~/i18n/trailing-slash'

/**
 * Rules every request meets before it reaches a route (decision 0012). Pure functions over the
 * request's parts; the request middleware of src/start.ts (src/server/request-pipeline.server.ts)
 * and each endpoint's own rules (src/server/endpoint-rules.server.ts) apply them in order and
 * answer each failure with a 4xx.
 */

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
export const hasControlCharacters = (text: string) => CONTROL.test(text)

/** Endpoints that answer JSON (errors included); everything else is a page and answers HTML. */
export const isMachinePath = (pathname: string) => /^\/(api|_serverFn|_prismic)(\/|$)/.test(pathname) || /^\/preview\/exit\/?$/.test(pathname)

/** A page path segment: letters, digits, marks, `-`, `_`, `.`, `~` (every route and document path fits). */
const PAGE_SEGMENT = /^[\p{L}\p{N}\p{M}._~-]+$/u
const MAX_PATH = 1024
const MAX_QUERY = 4096

export type PathVerdict = { ok: true } | { ok: false; status: 400 | 404 | 414; code: string }

/**
 * Checks a request's path as sent (`raw`, before URL parsing resolved `\` or `//`) and parsed.
 * A path that would make a protocol-relative redirect (`//host`, `/\host`) or that no page can have
 * (`/find-a-plan/<script>/`) is a 404 at once, before any loader runs.
 */
export function checkPath(raw: string, pathname: string): PathVerdict {
  const rawPath = raw.split('?')[0] ?? raw
  if (rawPath.length > MAX_PATH || pathname.length > MAX_PATH) return { ok: false, status: 414, code: 'uri_too_long' }
  // An empty segment anywhere (`//host`, `/api/zip//counties`) names nothing on this site.
  if (/\/[/\\]|\\|%5c/i.test(rawPath) || pathname.includes('//')) return { ok: false, status: 404, code: 'not_found' }
  // No API route ends in a slash (API paths keep their form, spec 2.1): `/api/plans/` is an empty
  // id, answered at once instead of by rendering the site's 404 page.
  if (/^\/api\/.*\/$/.test(pathname)) return { ok: false, status: 404, code: 'not_found' }
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment))
  } catch {
    return { ok: false, status: 404, code: 'not_found' }
  }
  if (segments.some(hasControlCharacters)) return { ok: false, status: 400, code: 'invalid_characters' }
  if (isPagePath(pathname) && !segments.every((segment) => PAGE_SEGMENT.test(segment) && segment !== '..' && segment !== '.'))
    return { ok: false, status: 404, code: 'not_found' }
  return { ok: true }
}

/** Checks the query string: its length and every decoded name and value. */
export function checkQuery(search: string): PathVerdict {
  if (search.length > MAX_QUERY) return { ok: false, status: 414, code: 'uri_too_long' }
  for (const [name, value] of new URLSearchParams(search)) {
    if (hasControlCharacters(name) || hasControlCharacters(value)) return { ok: false, status: 400, code: 'invalid_characters' }
  }
  return { ok: true }
}

/**
 * What a state-changing endpoint accepts (decision 0012): media types and the body limit in
 * bytes. Each endpoint declares its own beside its route (src/server/endpoint-rules.server.ts);
 * `optional` lets a request without a body through (a server function without arguments).
 */
export type BodyRule = { types: readonly ('json' | 'form')[]; limit: number; optional?: boolean }

/** Kilobytes, for body limits. */
export const KB = 1024

export function mediaTypeOf(contentType: string | null): 'json' | 'form' | 'other' | 'none' {
  if (!contentType) return 'none'
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  return 'other'
}

export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge'
}

/** Reads a body up to `limit` bytes; more (declared or sent) throws BodyTooLarge without reading on. */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyTooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not awaited: a copy's (a tee branch's) cancel settles only once the other branch is cancelled too.
      void reader.cancel().catch(() => {})
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/** True when any string (key or value) anywhere in a parsed JSON value holds a control character. */
export function jsonHasControlCharacters(value: unknown, depth = 0): boolean {
  if (depth > 64) return true
  if (typeof value === 'string') return hasControlCharacters(value)
  if (Array.isArray(value)) return value.some((item) => jsonHasControlCharacters(item, depth + 1))
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => hasControlCharacters(key) || jsonHasControlCharacters(item, depth + 1))
  return false
}

export type BodyVerdict =
  | { ok: true; text: string }
  | { ok: false; status: 400 | 413 | 415; code: 'invalid_json' | 'invalid_characters' | 'too_large' | 'unsupported_media_type' }

/** Checks a state-changing request's body against its endpoint's rule and returns the text read. */
export async function checkBody(request: Request, rule: BodyRule): Promise<BodyVerdict> {
  const type = mediaTypeOf(request.headers.get('content-type'))
  const declared = request.headers.get('content-length')
  const empty = declared === '0' || (declared === null && !request.body)
  if (type === 'none' && empty && rule.optional) return { ok: true, text: '' }
  if (type === 'none' || type === 'other' || !rule.types.includes(type)) return { ok: false, status: 415, code: 'unsupported_media_type' }
  let text: string
  try {
    text = await readLimitedText(request, rule.limit)
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413, code: 'too_large' }
    return { ok: false, status: 400, code: 'invalid_json' }
  }
  if (type === 'json') {
    if (text === '' && rule.optional) return { ok: true, text }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { ok: false, status: 400, code: 'invalid_json' }
    }
    if (jsonHasControlCharacters(parsed)) return { ok: false, status: 400, code: 'invalid_characters' }
  } else {
    for (const [name, value] of new URLSearchParams(text)) {
      if (hasControlCharacters(name) || hasControlCharacters(value)) return { ok: false, status: 400, code: 'invalid_characters' }
    }
  }
  return { ok: true, text }
}

/**
 * A redirect never leaves the site: an absolute Location on this site (whatever Host the request
 * named) or on SITE_URL becomes the path it names, and any other becomes the home page. The path
 * never starts with `//` or `/\\`, which a browser would read as another host.
 */
export function sameSiteLocation(location: string, requestUrl: URL, siteOrigin: string): string {
  let target: URL
  try {
    target = new URL(location, requestUrl)
  } catch {
    return '/'
  }
  if (target.origin !== requestUrl.origin && target.origin !== siteOrigin) return '/'
  return `${target.pathname.replace(/^[/\\]+/, '/')}${target.search}${target.hash}`
}
