import { providerQuerySchema, type ProviderQuery } from './provider-query'

/**
 * The search page keeps its state in the URL hash, as the original site's deep links do (spec 2.3):
 * `#filterType=all&p={planType}&q=&s={state}&y={year}`, plus the ZIP, distance, filters and page.
 * Short hash names map to the API's query names.
 */
const HASH_TO_QUERY = {
  filterType: 'category',
  p: 'planType',
  q: 'q',
  s: 'state',
  y: 'year',
  zip: 'zip',
  r: 'radius',
  specialty: 'specialty',
  group: 'group',
  language: 'language',
  gender: 'gender',
  accepting: 'accepting',
  medicaid: 'medicaid',
  online: 'online',
  freeStanding: 'freeStanding',
  page: 'page',
} as const satisfies Record<string, keyof ProviderQuery>

/** The raw, unvalidated fields of a hash (the form shows them even when the ZIP is not valid yet). */
export type HashFields = Partial<Record<keyof ProviderQuery, string>>

export function readHash(hash: string): HashFields {
  return readParams(new URLSearchParams(hash.replace(/^#/, '')))
}

/**
 * The same fields from the query string (`?zip=33101&q=cardiology…`): the search and filter
 * forms' field names are the hash's, so a GET of either form without JavaScript is a search the
 * server renders (issue 38). The route's search parser: only these names, text at most 100 characters.
 */
export function readSearch(search: Record<string, unknown>): HashFields {
  const params = new URLSearchParams()
  for (const name of Object.keys(HASH_TO_QUERY)) {
    const value = search[name]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(name, String(value).slice(0, 100))
  }
  return readParams(params)
}

function readParams(params: URLSearchParams): HashFields {
  const fields: HashFields = {}
  for (const [name, field] of Object.entries(HASH_TO_QUERY)) {
    const value = params.get(name)
    if (value !== null && value !== '') fields[field] = value
  }
  return fields
}

/** The form field (and hash) name of each query field. */
export const FIELD_NAMES = Object.fromEntries(Object.entries(HASH_TO_QUERY).map(([name, field]) => [field, name])) as Record<
  keyof HashFields,
  keyof typeof HASH_TO_QUERY
>

/** The query string (hash names, no `?`) of a search's fields, for a link that works without JavaScript. */
export function fieldsQueryString(fields: HashFields): string {
  const params = new URLSearchParams()
  for (const [field, value] of Object.entries(fields) as [keyof HashFields, string | undefined][]) if (value) params.set(FIELD_NAMES[field], value)
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
  for (const name of ['accepting', 'medicaid', 'online', 'freeStanding'] as const) if (query[name]) params.set(name, 'true')
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
