import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { publicToInternal } from '~/i18n/rewrite'

/**
 * Query parameters read outside any route's `validateSearch`: the call bar's `channel`
 * (`?channel=direct`, src/ui/call-bar.tsx).
 */
const SITE_PARAMS = new Set(['channel'])

export type Validator = (raw: Record<string, unknown>) => unknown

let router: Promise<AnyRouter> | undefined
// The site's router, made once for its route tree and search parser (imported late: the router
// imports the routes, which import the pipeline's rules).
const siteRouter = () => (router ??= import('~/router').then(({ getRouter }) => getRouter()))

/** What the matched routes' validators make of a search. */
function readOf(validators: Validator[], raw: Record<string, unknown>): unknown[] {
  let search = raw
  const read: unknown[] = []
  for (const validate of validators) {
    const out = validate(search)
    read.push(out)
    search = { ...search, ...(out as object) }
  }
  return read
}

/**
 * Whether a validator gives the parameter back as sent. The router writes what the validators
 * give into the page's address (a default, too), so such a parameter is the address's own even
 * when the page would read the same without it: redirecting it away would be answered by the
 * router's redirect back, in a loop.
 */
function givesBack(read: unknown[], name: string, value: unknown): boolean {
  return read.some(
    (out) =>
      typeof out === 'object' &&
      out !== null &&
      Object.hasOwn(out, name) &&
      JSON.stringify((out as Record<string, unknown>)[name]) === JSON.stringify(value),
  )
}

/**
 * The query parameters of a page URL that its page does not read: those whose removal changes
 * nothing its routes' `validateSearch` make of the query (an unknown name, or a value a validator
 * drops), and that no part of the site reads. A page's HTML holds its query (the language
 * toggle keeps it), so the pipeline sends such a URL to the one without them (308) instead of
 * rendering it: a random query string (`/?v=<random>`) is then the cached page, one redirect
 * away, and the page cache keys on what a page reads. Empty when every parameter is read, or
 * when a route's validator is not a plain function (nothing is dropped then).
 */
export async function unreadParams(url: URL): Promise<string[]> {
  if (!url.search) return []
  const r = await siteRouter()
  const [routes] = r.getMatchedRoutes(publicToInternal(url.pathname))
  const validators: Validator[] = []
  for (const route of routes as readonly AnyRoute[]) {
    const validate: unknown = route.options.validateSearch
    if (validate === undefined) continue
    if (typeof validate !== 'function') return []
    validators.push(validate as Validator)
  }
  return unreadBy(validators, r.options.parseSearch(url.search) as Record<string, unknown>)
}

/** The parameters of a parsed query that the validators of a page's routes do not read. */
export function unreadBy(validators: Validator[], raw: Record<string, unknown>): string[] {
  try {
    const read = readOf(validators, raw)
    const all = JSON.stringify(read)
    return Object.keys(raw).filter((name) => {
      if (SITE_PARAMS.has(name) || givesBack(read, name, raw[name])) return false
      const { [name]: _left, ...rest } = raw
      return JSON.stringify(readOf(validators, rest)) === all
    })
  } catch {
    return []
  }
}

/** The URL without the named query parameters, the others as they were sent. */
export function withoutParams(url: URL, names: readonly string[]): string {
  const drop = new Set(names)
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => {
      const name = part.split('=')[0]!
      let decoded = name
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {
        // An undecodable name is refused before this step (checkQuery).
      }
      return part !== '' && !drop.has(decoded)
    })
  return `${url.pathname}${kept.length ? `?${kept.join('&')}` : ''}`
}
