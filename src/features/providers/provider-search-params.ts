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

/** The query string's names: the hash's, which are the search and filter forms' field names. */
export type SearchNames = Partial<Record<keyof typeof HASH_TO_QUERY, string>>

/**
 * The route's search parser: the query string's own names (`?zip=33101&q=cardiology…`), each
 * value that is set, at most 100 characters. A GET of the search or filter form without
 * JavaScript is then a search the server renders (decision 0024). It keeps the address's names
 * (not the API's, which `readSearch` gives): the router writes what this returns back into the
 * address, and a name the address did not send would be one the pipeline redirects away, in a loop.
 */
export function searchNames(search: Record<string, unknown>): SearchNames {
  const names: SearchNames = {}
  for (const name of Object.keys(HASH_TO_QUERY) as (keyof typeof HASH_TO_QUERY)[]) {
    const value = search[name]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const text = String(value).slice(0, 100)
      if (text !== '') names[name] = text
    }
  }
  return names
}

/** The fields of a search in the query string, by the API's names. */
export function readSearch(search: Record<string, unknown>): HashFields {
  return readParams(new URLSearchParams(searchNames(search)))
}

export function readParams(params: URLSearchParams): HashFields {
  const fields: HashFields = {}
  for (const [name, field] of Object.entries(HASH_TO_QUERY)) {
    const value = params.get(name)
    if (value !== null && value !== '') fields[field] = value
  }
  return fields
}
