import type { LocationRewrite } from '@tanstack/react-router'
import { LOCALES, langFromPath, type Lang } from './locales'
import { matchRoute, pathFor } from './route-table'
import { isPagePath } from './trailing-slash'

/**
 * One route tree for both languages (src/routes/$lang/…, English segments). The router sees
 * `/en/find-a-plan/` and `/es/find-a-plan/`; people and search engines see `/find-a-plan/` and
 * `/es/encontrar-un-plan/`. Paths of the route table are translated; other pages (content
 * documents) keep their own path under the language. Files and machine paths (API, server
 * functions, PDFs) are not pages and pass untouched.
 */

/** A Spanish path that is really an English route path (e.g. /es/find-a-plan/) leads nowhere. */
const NOWHERE = '/_'

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

/** The router's path for a public path: '/es/encontrar-un-plan/' -> '/es/find-a-plan/'. */
export function publicToInternal(pathname: string): string {
  if (!isPagePath(pathname)) return pathname
  const lang = langFromPath(pathname)
  const found = matchRoute(pathname)
  if (lang === 'en') return `/en${pathname}`
  if (found?.lang === 'es') return `/es${pathFor(found.id, 'en', found.params)}`
  const rest = withSlash(pathname.slice(LOCALES.es.path.length) || '/')
  if (matchRoute(rest)) return `/es${NOWHERE}${rest}`
  return `/es${rest}`
}

/** The public path for a router path: '/es/find-a-plan/' -> '/es/encontrar-un-plan/'. */
export function internalToPublic(pathname: string): string {
  const lang = internalLang(pathname)
  if (!lang) return pathname
  const rest = pathname.slice(3) || '/'
  if (lang === 'en') return rest
  if (rest.startsWith(`${NOWHERE}/`)) return `${LOCALES.es.path}${rest.slice(NOWHERE.length)}`
  const found = matchRoute(rest)
  const translated = found?.lang === 'en' ? pathFor(found.id, 'es', found.params) : null
  return translated ?? `${LOCALES.es.path}${rest}`
}

/** The language segment of a router path, or null for paths outside the page tree. */
export function internalLang(pathname: string): Lang | null {
  const found = /^\/(en|es)(\/|$)/.exec(pathname)
  return found ? (found[1] as Lang) : null
}

/** The router's URL rewrite pair (TanStack Router `rewrite` option). */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = publicToInternal(url.pathname)
    return url
  },
  output: ({ url }) => {
    url.pathname = internalToPublic(url.pathname)
    return url
  },
}
