import { providerQuerySchema, type ProviderQuery } from './provider-query'
import { HASH_TO_QUERY, readParams, type HashFields } from './provider-search-params'

// The search page keeps its state in the URL hash, as the original site's deep links do (spec
// 2.3); the names and the search parser are in provider-search-params.ts.
export { readSearch, type HashFields } from './provider-search-params'

export function readHash(hash: string): HashFields {
  return readParams(new URLSearchParams(hash.replace(/^#/, '')))
}

/** The form field (and hash) name of each query field. */
export const FIELD_NAMES = Object.fromEntries(
  Object.entries(HASH_TO_QUERY).map(([name, field]) => [field, name]),
) as Record<keyof HashFields, keyof typeof HASH_TO_QUERY>

/** The query string (hash names, no `?`) of a search's fields, for a link that works without JavaScript. */
export function fieldsQueryString(fields: HashFields): string {
  const params = new URLSearchParams()
  for (const [field, value] of Object.entries(fields) as [keyof HashFields, string | undefined][])
    if (value) params.set(FIELD_NAMES[field], value)
  return params.toString()
}

/** A valid query from hash fields, or null while the ZIP (or anything else) is not valid. */
export function queryFromFields(fields: HashFields): ProviderQuery | null {
  // No ZIP and no state, no search: answered without building the schema (a page opened without
  // a hash). A deep link with a state and no ZIP searches the state (spec 2.3).
  if (!fields.zip && !fields.state) return null
  const parsed = providerQuerySchema().safeParse(fields)
  if (parsed.success) return parsed.data
  // A deep link with one stale or mistyped parameter still searches, without that parameter.
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
  if (bad.has('zip')) return null
  const kept = Object.fromEntries(Object.entries(fields).filter(([name]) => !bad.has(name)))
  const retried = providerQuerySchema().safeParse(kept)
  return retried.success ? retried.data : null
}

/** The hash for a query: the spec's five parameters always, the rest only when set. */
export function writeHash(query: ProviderQuery): string {
  const params = new URLSearchParams({
    filterType: query.category,
    p: query.planType ?? '',
    q: query.q ?? '',
    s: query.state ?? '',
    y: query.year ? String(query.year) : '',
  })
  if (query.zip) {
    params.set('zip', query.zip)
    params.set('r', String(query.radius))
  }
  for (const name of ['specialty', 'group', 'language', 'gender'] as const) {
    const value = query[name]
    if (value) params.set(name, value)
  }
  for (const name of ['accepting', 'medicaid', 'online', 'freeStanding'] as const)
    if (query[name]) params.set(name, 'true')
  if (query.page > 1) params.set('page', String(query.page))
  return `#${params.toString()}`
}

/** The API query string of a search. */
export function apiSearchParams(query: ProviderQuery): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === false || value === '') continue
    params.set(name, String(value))
  }
  return params.toString()
}
