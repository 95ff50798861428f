import { LOCALES } from '~/i18n/locales'
import type { PrismicDocument, Query } from '@prismicio/client'
import { checkPath, checkPredicate, matches, readPath } from './predicates.server'
import { parseOrderings, parseQuery, QuerySyntaxError, type Ordering } from './query-syntax.server'
import {
  completeLinks,
  parseRoutes,
  resolveUrl,
  type RouteDefinition,
} from './route-resolver.server'
import type { RefView } from './store.server'

export const MASTER_LANG = LOCALES.en.code
const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

function positiveInt(
  params: URLSearchParams,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = params.get(name)
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new QuerySyntaxError(
      `${name} must be a whole number from 1 to ${max === Number.MAX_SAFE_INTEGER ? 'up' : max}, got '${raw}'`,
    )
  }
  return Number(raw)
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b))
}

function sortDocuments(docs: PrismicDocument[], orderings: Ordering[]): PrismicDocument[] {
  const value = (doc: PrismicDocument, path: string) => readPath(doc, path).value
  return [...docs].sort((a, b) => {
    for (const ordering of orderings) {
      const order = compare(value(a, ordering.path), value(b, ordering.path))
      if (order !== 0) return ordering.direction === 'desc' ? -order : order
    }
    return a.id.localeCompare(b.id)
  })
}

function pageUrl(requestUrl: URL, page: number): string {
  const url = new URL(requestUrl)
  url.searchParams.set('page', String(page))
  return url.toString()
}

/**
 * GET /api/v2/documents/search over one ref: `q` (repeatable), `lang` (a code or `*`), `page`,
 * `pageSize`, `orderings`, `routes`. Other parameters (fetch, fetchLinks, graphQuery, brokenRoute,
 * access_token, x-c) are accepted and ignored: the full document is returned.
 */
export function search(view: RefView, requestUrl: URL): Query<PrismicDocument> {
  const params = requestUrl.searchParams
  const predicates = params.getAll('q').flatMap(parseQuery)
  predicates.forEach(checkPredicate)
  const lang = params.get('lang') ?? MASTER_LANG
  if (lang !== '*' && !/^[a-z]{2}(-[a-z]{2})?$/.test(lang)) {
    throw new QuerySyntaxError(`lang must be a language code such as en-us, or *, got '${lang}'`)
  }
  const pageSize = positiveInt(params, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  const page = positiveInt(params, 'page', 1)
  const orderings = params.has('orderings') ? parseOrderings(params.get('orderings') ?? '') : []
  orderings.forEach((ordering) => checkPath(ordering.path))
  const routes: RouteDefinition[] = params.has('routes')
    ? parseRoutes(params.get('routes') ?? '')
    : []

  const found = view.documents
    .filter((doc) => lang === '*' || doc.lang === lang)
    .filter((doc) => predicates.every((predicate) => matches(doc, predicate)))
  const sorted = sortDocuments(found, orderings)
  const totalPages = Math.ceil(sorted.length / pageSize)
  const results = sorted.slice((page - 1) * pageSize, page * pageSize).map((doc) => ({
    ...doc,
    url: resolveUrl(doc, routes, MASTER_LANG),
    // Twins are listed only when they exist under this ref (a draft-only twin shows in preview).
    alternate_languages: doc.alternate_languages.flatMap((alt) => {
      const twin = view.byId.get(alt.id)
      return twin
        ? [{ id: twin.id, uid: twin.uid ?? undefined, type: twin.type, lang: twin.lang }]
        : []
    }),
    data: completeLinks(doc.data, view.byId, routes, MASTER_LANG) as PrismicDocument['data'],
  }))
  return {
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: sorted.length,
    total_pages: totalPages,
    next_page: page < totalPages ? pageUrl(requestUrl, page + 1) : null,
    prev_page: page > 1 && page <= totalPages + 1 ? pageUrl(requestUrl, page - 1) : null,
    results,
  }
}
