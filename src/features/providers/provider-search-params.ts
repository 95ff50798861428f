import type { ProviderQuery } from './provider-query'

// The route's search parser apart from provider-hash.ts: a route's validateSearch is in every
// page's entry script, and provider-hash.ts brings zod (10.8 kB gzip measured on the home page).

/**
 * The search page keeps its state in the URL hash, as the original site's deep links do (spec 2.3):
 * `#filterType=all&p={planType}&q=&s={state}&y={year}`, plus the ZIP, distance, filters and page.
 * Short hash names map to the API's query names.
 */
export const HASH_TO_QUERY = {
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

/**
 * The same fields from the query string (`?zip=33101&q=cardiology…`): the search and filter
 * forms' field names are the hash's, so a GET of either form without JavaScript is a search the
 * server renders (decision 0024). The route's search parser: only these names, text at most 100 characters.
 */
export function readSearch(search: Record<string, unknown>): HashFields {
  const params = new URLSearchParams()
  for (const name of Object.keys(HASH_TO_QUERY)) {
    const value = search[name]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params.set(name, String(value).slice(0, 100))
  }
  return readParams(params)
}

export function readParams(params: URLSearchParams): HashFields {
  const fields: HashFields = {}
  for (const [name, field] of Object.entries(HASH_TO_QUERY)) {
    const value = params.get(name)
    if (value !== null && value !== '') fields[field] = value
  }
  return fields
}
