import { isPagePath } from '~/i18n/trailing-slash'
import { isWellFormedText } from '~/shared/well-formed-text'

/**
 * Rules every request meets before it reaches a route (decision 0012). Pure functions over the
 * request's parts; the request middleware of src/start.ts (src/server/request-pipeline.server.ts)
 * and each endpoint's own rules (src/server/endpoint-rules.server.ts) apply them in order and
 * answer each failure with a 4xx.
 */

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
export const hasControlCharacters = (text: string) => CONTROL.test(text)

/**
 * Text no field may hold: a control character, or ill-formed UTF-16 (a lone surrogate, which
 * JSON's `\ud800` escape can carry; PostgreSQL and the cipher would turn it into U+FFFD or fail).
 */
export const isBadText = (text: string) => CONTROL.test(text) || !isWellFormedText(text)

/**
 * Percent-decodes one urlencoded name or value strictly: bytes that are not UTF-8 (`%ED%A0%80`,
 * an encoded surrogate; `%FF`) are null instead of the U+FFFD URLSearchParams puts in their place.
 */
function strictDecode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/**
 * The first name in urlencoded text (a query string without its `?`, a form body) whose name or
 * value is bad text or not UTF-8, or null when all are fine.
 */
export function badUrlencodedField(text: string): string | null {
  if (text === '') return null
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=')
    const rawName = at < 0 ? pair : pair.slice(0, at)
    const name = strictDecode(rawName)
    const value = at < 0 ? '' : strictDecode(pair.slice(at + 1))
    if (name === null || value === null || isBadText(name) || isBadText(value))
      return name !== null && !isBadText(name) ? name : 'input'
  }
  return null
}

/** Endpoints that answer JSON (errors included); everything else is a page and answers HTML. */
export const isMachinePath = (pathname: string) =>
  /^\/(api|_serverFn|_prismic)(\/|$)/.test(pathname) || /^\/preview\/exit\/?$/.test(pathname)

/** A page path segment: letters, digits, marks, `-`, `_`, `.`, `~` (every route and document path fits). */
const PAGE_SEGMENT = /^[\p{L}\p{N}\p{M}._~-]+$/u
const MAX_PATH = 1024
const MAX_QUERY = 4096

export type PathVerdict =
  { ok: true } | { ok: false; status: 400 | 404 | 414; code: string; field?: string }

/**
 * Checks a request's path as sent (`raw`, before URL parsing resolved `\` or `//`) and parsed.
 * A path that would make a protocol-relative redirect (`//host`, `/\host`) or that no page can have
 * (`/find-a-plan/<script>/`) is a 404 at once, before any loader runs.
 */
export function checkPath(raw: string, pathname: string): PathVerdict {
  const rawPath = raw.split('?')[0] ?? raw
  if (rawPath.length > MAX_PATH || pathname.length > MAX_PATH)
    return { ok: false, status: 414, code: 'uri_too_long' }
  // An empty segment anywhere (`//host`, `/api/zip//counties`) names nothing on this site.
  if (/\/[/\\]|\\|%5c/i.test(rawPath) || pathname.includes('//'))
    return { ok: false, status: 404, code: 'not_found' }
  // No API route ends in a slash (API paths keep their form, spec 2.1): `/api/plans/` is an empty
  // id, answered at once instead of by rendering the site's 404 page.
  if (/^\/api\/.*\/$/.test(pathname)) return { ok: false, status: 404, code: 'not_found' }
  let segments: string[]
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return { ok: false, status: 404, code: 'not_found' }
  }
  if (segments.some(hasControlCharacters))
    return { ok: false, status: 400, code: 'invalid_characters' }
  if (
    isPagePath(pathname) &&
    !segments.every((segment) => PAGE_SEGMENT.test(segment) && segment !== '..' && segment !== '.')
  )
    return { ok: false, status: 404, code: 'not_found' }
  return { ok: true }
}

/** Checks the query string: its length and every decoded name and value. */
export function checkQuery(search: string): PathVerdict {
  if (search.length > MAX_QUERY) return { ok: false, status: 414, code: 'uri_too_long' }
  if (search.length <= 1 || !/[%\x00-\x1f\x7f\u0080-\uffff]/.test(search)) return { ok: true }
  const field = badUrlencodedField(search.slice(1))
  return field === null
    ? { ok: true }
    : { ok: false, status: 400, code: 'invalid_characters', field }
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

/**
 * Reads a body up to `limit` bytes; more (declared or sent) throws BodyTooLarge without reading on.
 * `utf8` is false when the bytes were not UTF-8 (the text then holds U+FFFD in their place).
 */
export async function readLimitedText(
  request: Request,
  limit: number,
): Promise<{ text: string; utf8: boolean }> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyTooLarge()
  if (!request.body) return { text: '', utf8: true }
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
  const bytes = Buffer.concat(chunks)
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), utf8: true }
  } catch {
    return { text: new TextDecoder('utf-8', { fatal: false }).decode(bytes), utf8: false }
  }
}

/** The Unicode replacement character, which a lenient UTF-8 decoder puts where bytes were not UTF-8. */
const REPLACEMENT = '\uFFFD'

/**
 * The path (`firstName`, `drugs.2`) of the first string, key or value, anywhere in a parsed JSON
 * value that is bad text (a control character, a lone surrogate), `input` for nesting deeper than
 * 64, or null when every string is fine. With `replaced`, a string holding U+FFFD counts too (the
 * text was decoded from bytes that were not UTF-8).
 */
export function badJsonField(value: unknown, replaced = false, path: string[] = []): string | null {
  if (path.length > 64) return 'input'
  const bad = (text: string) => isBadText(text) || (replaced && text.includes(REPLACEMENT))
  if (typeof value === 'string') return bad(value) ? path.join('.') || 'input' : null
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = badJsonField(value[index], replaced, [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (bad(key)) return [...path, '(name)'].join('.')
      const found = badJsonField(item, replaced, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}

/** True when any string (key or value) anywhere in a parsed JSON value is bad text. */
export const jsonHasControlCharacters = (value: unknown): boolean => badJsonField(value) !== null

export type BodyVerdict =
  | { ok: true; text: string }
  | {
      ok: false
      status: 400 | 413 | 415
      code: 'invalid_json' | 'invalid_characters' | 'too_large' | 'unsupported_media_type'
      field?: string
    }

/** Checks a state-changing request's body against its endpoint's rule and returns the text read. */
export async function checkBody(request: Request, rule: BodyRule): Promise<BodyVerdict> {
  const type = mediaTypeOf(request.headers.get('content-type'))
  const declared = request.headers.get('content-length')
  const empty = declared === '0' || (declared === null && !request.body)
  if (type === 'none' && empty && rule.optional) return { ok: true, text: '' }
  if (type === 'none' || type === 'other' || !rule.types.includes(type))
    return { ok: false, status: 415, code: 'unsupported_media_type' }
  let text: string
  let utf8: boolean
  try {
    ;({ text, utf8 } = await readLimitedText(request, rule.limit))
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413, code: 'too_large' }
    return { ok: false, status: 400, code: 'invalid_json' }
  }
  // Bytes that are not UTF-8 were read as U+FFFD: the field holding one is named below.
  const replaced = !utf8
  if (type === 'json') {
    if (text === '' && rule.optional) return { ok: true, text }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { ok: false, status: 400, code: replaced ? 'invalid_characters' : 'invalid_json' }
    }
    const field = badJsonField(parsed, replaced)
    if (field !== null) return { ok: false, status: 400, code: 'invalid_characters', field }
    if (replaced) return { ok: false, status: 400, code: 'invalid_characters', field: 'input' }
  } else {
    const field = badUrlencodedField(text)
    if (field !== null) return { ok: false, status: 400, code: 'invalid_characters', field }
    if (replaced) return { ok: false, status: 400, code: 'invalid_characters', field: 'input' }
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
