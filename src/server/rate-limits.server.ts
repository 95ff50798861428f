import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateLimits } from '../../db/schema/security.ts'
import { config } from './config.server'
import { getDb } from './db.server'
import { logger, safeError } from './logger.server'

/**
 * Per-client limits on every state-changing endpoint (decision 0012), counted per client address
 * over a fixed window. Chosen so a real person never meets them: a family enrolling two people,
 * or a broker's office behind one address enrolling many in an afternoon, stays far below.
 * RATE_LIMIT_SCALE multiplies them for the end-to-end suite and load tests.
 */
export const RATE_LIMITS = {
  /** POST /api/enrollments: 30 applications (retries of one count too) an hour. */
  enrollment: { points: 30, duration: 60 * 60 },
  /** POST /api/leads: 20 call requests an hour. */
  lead: { points: 20, duration: 60 * 60 },
  /** POST /api/email-signups: 20 signups an hour. */
  signup: { points: 20, duration: 60 * 60 },
  /** POST /api/plan-fit: a yearly cost estimate, recomputed as a list is edited: 600 an hour. */
  planFit: { points: 600, duration: 60 * 60 },
  /** POST /_serverFn/… (entering preview): 300 an hour. */
  serverFn: { points: 300, duration: 60 * 60 },
  /** POST /preview/exit/: 120 an hour. */
  previewExit: { points: 120, duration: 60 * 60 },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

/** Which limit a state-changing request counts against, by path. */
export function rateLimitFor(pathname: string): RateLimitName | null {
  if (/^\/api\/enrollments\/?$/.test(pathname)) return 'enrollment'
  if (/^\/api\/leads\/?$/.test(pathname)) return 'lead'
  if (/^\/api\/email-signups\/?$/.test(pathname)) return 'signup'
  if (/^\/api\/plan-fit\/?$/.test(pathname)) return 'planFit'
  if (pathname.startsWith('/_serverFn/')) return 'serverFn'
  if (/^\/preview\/exit\/?$/.test(pathname)) return 'previewExit'
  return null
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

type Limiters = Record<RateLimitName, RateLimiterAbstract>

/**
 * Limiters in memory (the embedded default, one process) or, with DATABASE_URL, in the
 * rate_limits table so every server counts together; a database failure falls back to memory.
 */
export function createLimiters(options: { scale: number; store?: 'memory' | 'database'; db?: unknown }): Limiters {
  const entries = Object.entries(RATE_LIMITS).map(([name, rule]) => {
    const base = { keyPrefix: name, points: Math.ceil(rule.points * options.scale), duration: rule.duration }
    const memory = new RateLimiterMemory(base)
    const limiter =
      options.store === 'database'
        ? new RateLimiterDrizzle({ ...base, storeClient: options.db, schema: rateLimits, insuranceLimiter: memory })
        : memory
    return [name, limiter] as const
  })
  return Object.fromEntries(entries) as unknown as Limiters
}

let limiters: Promise<Limiters> | undefined

function processLimiters(): Promise<Limiters> {
  limiters ??= (async () => {
    const c = config()
    if (!c.DATABASE_URL) return createLimiters({ scale: c.RATE_LIMIT_SCALE })
    return createLimiters({ scale: c.RATE_LIMIT_SCALE, store: 'database', db: await getDb() })
  })()
  return limiters
}

/** Counts one request of `client` against a limit. */
export async function consume(name: RateLimitName, client: string, source: Promise<Limiters> | Limiters = processLimiters()): Promise<LimitOutcome> {
  try {
    await (await source)[name].consume(client)
    return { ok: true }
  } catch (result) {
    if (result instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) }
    // The store failed and so did its insurance: let the request through, say so in the log.
    logger.error({ code: 'rate_limit_store_failed', err: safeError(result) }, 'rate limit store failed')
    return { ok: true }
  }
}

/** The client's address: the socket's (srvx), or the first X-Forwarded-For hop when TRUST_PROXY=1. */
export function clientAddress(request: Request, trustProxy = config().TRUST_PROXY === '1'): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded && forwarded.length <= 64) return forwarded
  }
  const ip = (request as { ip?: unknown }).ip
  return typeof ip === 'string' && ip ? ip : 'unknown'
}
