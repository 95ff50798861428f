import { LRUCache } from 'lru-cache'

/**
 * The FHIR API's answers to POST searches (`POST /fhir/<type>/_search`, which the kits send),
 * kept in memory for five minutes, least recently used out past a size budget: the site's one
 * cache primitive (the lru-cache package). GET answers say `public, max-age=300` and are kept by
 * the page cache (src/server/page-cache.server.ts) instead, so no answer is kept twice. Every
 * answer is public catalogue data, the same for everyone, that changes only when the seeders
 * run; the key carries the data's load times, so a reseeded database is never answered from an
 * older load. Nothing per person passes through the API.
 */
const TTL_MS = 5 * 60_000
const BUDGET_CHARS = 48 * 1024 * 1024

export type Pending = Promise<{ status: number; headers: Headers; body: string }>

export class ResponseCache {
  private readonly entries: LRUCache<string, string>
  /** Answers being computed: concurrent requests for one key share the work. */
  readonly inflight = new Map<string, Pending>()

  constructor(budget = BUDGET_CHARS, ttl = TTL_MS, now = () => performance.now()) {
    this.entries = new LRUCache<string, string>({
      maxSize: budget,
      // One answer never takes more than an eighth of the budget.
      maxEntrySize: Math.floor(budget / 8),
      sizeCalculation: (body) => Math.max(1, body.length),
      ttl,
      ttlResolution: 0,
      perf: { now },
    })
  }

  get(key: string): string | undefined {
    return this.entries.get(key)
  }

  set(key: string, body: string): void {
    this.entries.set(key, body)
  }

  get bytes(): number {
    this.entries.purgeStale()
    return this.entries.calculatedSize
  }
}
