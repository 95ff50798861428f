/**
 * Spec 2.1: every path ends in '/', except the root and paths ending in one of these extensions.
 * Static assets and machine endpoints (API, framework internals) are files, not pages, and keep
 * their paths too.
 */
const EXEMPT_EXTENSIONS = /\.(html|json|js|map|txt|xml|pdf)$/i
const ASSET_EXTENSIONS = /\.(css|ico|png|jpe?g|gif|svg|webp|avif|woff2?|webmanifest|mp4|vtt)$/i
const MACHINE_PREFIXES = [
  '/api/',
  '/fhir/',
  '/_serverFn/',
  '/_prismic/',
  '/@',
  '/node_modules/',
  '/src/',
  '/preview/exit',
]

export function needsTrailingSlash(pathname: string): boolean {
  if (pathname.endsWith('/')) return false
  if (EXEMPT_EXTENSIONS.test(pathname) || ASSET_EXTENSIONS.test(pathname)) return false
  if (pathname === '/api' || MACHINE_PREFIXES.some((prefix) => pathname.startsWith(prefix)))
    return false
  return true
}

/**
 * The 308 target for a URL that breaks the rule (query string kept), or null when it is fine.
 * The target is always a path on this site: leading slashes and backslashes collapse to one
 * slash, so `//evil.example` can never become the protocol-relative `//evil.example/`.
 */
export function trailingSlashRedirect(url: URL): string | null {
  if (!needsTrailingSlash(url.pathname)) return null
  return `${url.pathname.replace(/^[/\\]+/, '/')}/${url.search}`
}

/** A path that is a page (not a file, an asset or a machine endpoint): the router's URL rewrite applies. */
export function isPagePath(pathname: string): boolean {
  if (EXEMPT_EXTENSIONS.test(pathname) || ASSET_EXTENSIONS.test(pathname)) return false
  return !(pathname === '/api' || MACHINE_PREFIXES.some((prefix) => pathname.startsWith(prefix)))
}
