import { LRUCache } from 'lru-cache'

// A short-lived read-through cache for catalogue answers a server function or a FHIR listing
// builds from several look-ups. The catalogue changes only when the seeders run (before a server
// starts) and every visitor sees the same answers, so each server may keep them for five
// minutes. Entries hold promises, so concurrent misses share one query; failures are not kept.
// The site's one cache primitive (the lru-cache package) keeps them, least recently used out
// past 5,000 entries.
const TTL_MS = 5 * 60_000
const LIMIT = 5000

type Cache = LRUCache<string, { value: Promise<unknown> }>
const caches = new WeakMap<object, Cache>()

/** `load()` once per `key` per database every five minutes. */
export function cached<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new LRUCache({ max: LIMIT, ttl: TTL_MS })))
  const hit = cache.get(key)
  if (hit) return hit.value as Promise<T>
  const value = load()
  const entry = { value }
  cache.set(key, entry)
  value.catch(() => cache.get(key) === entry && cache.delete(key))
  return value
}
