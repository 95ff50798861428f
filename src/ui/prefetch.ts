/**
 * Spec 9.8: prefetching is skipped on 2G connections, in data-saver mode and for bots.
 */
type Connection = { saveData?: boolean; effectiveType?: string }

// Crawlers name themselves; a measuring tool (Lighthouse, PageSpeed Insights) is not one: it is
// served what a person is, prefetching included.
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|bingpreview/i

export function prefetchAllowed(
  nav: Pick<Navigator, 'userAgent'> & { connection?: Connection },
): boolean {
  if (BOT.test(nav.userAgent)) return false
  const connection = nav.connection
  if (connection?.saveData) return false
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false
  return true
}

export const PREFETCH_BATCH_SIZE = 4
export const PREFETCH_INTERVAL_MS = 3000

/** A queue of paths that drains PREFETCH_BATCH_SIZE paths every PREFETCH_INTERVAL_MS. */
export function createPrefetchQueue(load: (path: string) => void) {
  const queued: string[] = []
  const seen = new Set<string>()
  return {
    add(path: string) {
      if (seen.has(path)) return
      seen.add(path)
      queued.push(path)
    },
    drain() {
      for (const path of queued.splice(0, PREFETCH_BATCH_SIZE)) load(path)
    },
    get size() {
      return queued.length
    },
  }
}
