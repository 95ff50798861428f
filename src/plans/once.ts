/**
 * `build()` on the first call, its value on every call after. Schemas a page may never use are
 * built this way, not as its script loads (decision 0017: zod schemas cost a phone tens of
 * milliseconds to build).
 */
export function once<T>(build: () => T): () => T {
  let value: { built: T } | undefined
  return () => (value ??= { built: build() }).built
}
