import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { signingKey } from './secrets.server'

/**
 * Cross-site request forgery (decision 0012). A state-changing request is refused when the
 * browser says it comes from another site: `Sec-Fetch-Site: cross-site`, or an `Origin` that is
 * neither the site's public origin (SITE_URL) nor the origin the request was sent to, or, without
 * an `Origin`, a `Referer` on another site. A request with none of these headers is not from a
 * current browser's page (curl, a server, a test) and passes:
 * browsers send `Origin` on every cross-origin POST, so a forged form post always carries one.
 */
export function isCrossSite(request: Request, siteOrigin: string): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === 'null') return true
  if (origin !== null) return origin !== siteOrigin && origin !== new URL(request.url).origin
  // No Origin (an older browser, a privacy extension that strips it): the Referer, when sent,
  // must be a page of this site.
  const referer = request.headers.get('referer')
  if (referer === null) return false
  let from: string
  try {
    from = new URL(referer).origin
  } catch {
    return true
  }
  return from !== siteOrigin && from !== new URL(request.url).origin
}

/**
 * The no-JavaScript lead form's token: a signed double-submit token. The browser holds a random
 * value in an HttpOnly cookie; the form carries HMAC(form key, that value). A page on another
 * site can neither read the cookie nor compute the token.
 */
export const FORM_COOKIE = 'ceiba_form'
const COOKIE_VALUE = /^[\w-]{43}$/

export const newFormCookieValue = () => randomBytes(32).toString('base64url')

export function formCookieFrom(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at) === FORM_COOKIE) {
      const value = part.slice(at + 1)
      return COOKIE_VALUE.test(value) ? value : undefined
    }
  }
  return undefined
}

export const formTokenFor = (cookieValue: string, key = signingKey('form token')) =>
  createHmac('sha256', key).update(cookieValue).digest('base64url')

export function isValidFormToken(
  token: unknown,
  cookieValue: string | undefined,
  key = signingKey('form token'),
): boolean {
  if (typeof token !== 'string' || !cookieValue) return false
  const expected = Buffer.from(formTokenFor(cookieValue, key))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function formCookieHeader(value: string, secure: boolean): string {
  return `${FORM_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
