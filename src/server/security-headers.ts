/**
 * Headers every response carries (pages, API answers, static files, errors), and the Content
 * Security Policy of docs/decisions/0012-security-perimeter.md: a page rendered for this request
 * runs only scripts with its nonce (and what they load, 'strict-dynamic'); a page from the cache
 * runs only the inline scripts whose hashes were stored with it and the site's own files; no
 * plugins, no <base>, no framing except the slice simulator by Slice Machine. This module has no
 * server-only imports: the production server applies it to static files too
 * (src/server/serve.server.ts).
 */
export type HeaderOptions = {
  /** The request's CSP nonce; without one (static files) no script may run inline. */
  nonce?: string
  /**
   * A cached page's inline script hashes (`'sha256-…'`), which take the nonce's place. Its
   * entry script and module preloads are files of the site that carry no nonce of this answer,
   * so the policy allows 'self' instead of 'strict-dynamic' (which would ignore 'self').
   */
  scriptHashes?: readonly string[]
  /** SITE_ENV=production: HSTS, upgrade-insecure-requests. */
  production: boolean
  /** Development (vite dev): the policy is reported, not enforced, so hot reload keeps working. */
  development?: boolean
  /** Slice Machine's origin, allowed to frame the slice simulator. */
  sliceMachineOrigin?: string
  /** Origins the browser may send data to besides the site (the error-reporting endpoint). */
  connectOrigins?: string[]
}

/** The slice simulator's public paths (English and Spanish). */
export const isSliceSimulatorPath = (pathname: string) =>
  /^(\/es)?\/slice-simulator(\/|$)/.test(pathname)

export function contentSecurityPolicy(pathname: string, options: HeaderOptions): string {
  // https: and 'unsafe-inline' are ignored by browsers that know nonces and 'strict-dynamic';
  // they only keep very old browsers working. Without a nonce (a static file) no script runs.
  const script = options.scriptHashes
    ? `'self' ${options.scriptHashes.join(' ')}`
    : options.nonce
      ? `'nonce-${options.nonce}' 'strict-dynamic' https: 'unsafe-inline'`
      : `'none'`
  const frameAncestors = isSliceSimulatorPath(pathname)
    ? `'self' ${options.sliceMachineOrigin ?? 'http://localhost:9999'}`
    : `'none'`
  const directives = [
    `default-src 'self'`,
    `script-src ${script}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors ${frameAncestors}`,
    `form-action 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https:`,
    `font-src 'self' data:`,
    `media-src 'self' https:`,
    `frame-src 'self' https://www.youtube-nocookie.com`,
    `connect-src ${["'self'", ...(options.connectOrigins ?? [])].join(' ')}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
  ]
  if (options.production) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Adds the headers; a response whose headers cannot change (a fetched one) is copied first. */
export function withSecurityHeaders(
  response: Response,
  pathname: string,
  options: HeaderOptions,
): Response {
  let out = response
  try {
    apply(out.headers, pathname, options, response.status)
  } catch {
    out = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
    })
    apply(out.headers, pathname, options, response.status)
  }
  return out
}

const CSP_HEADERS = ['content-security-policy', 'content-security-policy-report-only']

function apply(headers: Headers, pathname: string, options: HeaderOptions, status: number) {
  // A 304 carries no policy: the browser keeps the one it stored with the page, whose nonce is
  // the one in the page's scripts. A fresh nonce here would replace it and block every script of
  // a page the browser shows from its cache (a returning visitor's page would never hydrate).
  if (status === 304) for (const name of CSP_HEADERS) headers.delete(name)
  else
    headers.set(
      options.development ? 'content-security-policy-report-only' : 'content-security-policy',
      contentSecurityPolicy(pathname, options),
    )
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  headers.set('cross-origin-opener-policy', 'same-origin')
  if (isSliceSimulatorPath(pathname)) headers.delete('x-frame-options')
  else headers.set('x-frame-options', 'DENY')
  if (options.production)
    headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains')
}
