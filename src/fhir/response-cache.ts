/**
 * The FHIR API's answers, kept in memory for five minutes, least recently used out past a size
 * budget. Every answer is public catalogue data, the same for everyone, that changes only when
 * the seeders run; the key carries the data's load times, so a reseeded database is never
 * answered from an older load. Nothing per person passes through the API.
 */
const TTL_MS = 5 * 60_000
const BUDGET_CHARS = 48 * 1024 * 1024

type Entry = { body: string; expires: number }
export type Pending = Promise<{ status: number; headers: Headers; body: string }>

export class ResponseCache {
  private entries = new Map<string, Entry>()
  /** Answers being computed: concurrent requests for one key share the work. */
  readonly inflight = new Map<string, Pending>()
  private size = 0

  constructor(
    private readonly budget = BUDGET_CHARS,
    private readonly ttl = TTL_MS,
    private readonly now = () => Date.now(),
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.expires <= this.now()) {
      this.size -= entry.body.length
      return undefined
    }
    this.entries.set(key, entry) // most recently used last
    return entry.body
  }

  set(key: string, body: string): void {
    if (body.length > this.budget / 8) return
    const old = this.entries.get(key)
    if (old) {
      this.size -= old.body.length
      this.entries.delete(key)
    }
    this.entries.set(key, { body, expires: this.now() + this.ttl })
    this.size += body.length
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.budget) break
      this.entries.delete(oldest)
      this.size -= entry.body.length
    }
  }

  get bytes(): number {
    return this.size
  }
}
