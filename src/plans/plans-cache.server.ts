// A short-lived read-through cache for catalogue answers. The catalogue changes only when the
// seeders run (before a server starts), every visitor sees the same answers, and the HTTP API
// already lets browsers and CDNs keep them for five minutes, so each server may too. Entries
// hold promises, so concurrent misses share one query; failures are not kept.
const TTL_MS = 5 * 60_000
const LIMIT = 5000

type Entry = { expires: number; value: Promise<unknown> }
const caches = new WeakMap<object, Map<string, Entry>>()

/** `load()` once per `key` per database every five minutes. */
export function cached<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string)
  const value = load()
  cache.set(key, { expires: now + TTL_MS, value })
  value.catch(() => cache.delete(key))
  return value
}
