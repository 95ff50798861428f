import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { rateLimits } from '../../db/schema/security.ts'
import { config } from './config.server'
import { getDb } from './db.server'
import { logger, safeError } from './logger.server'

/**
 * Per-client limits on state-changing endpoints (decision 0012), counted per client address over
 * a fixed window. Each endpoint declares its own limit beside its route (`endpointRules` in
 * src/server/endpoint-rules.server.ts); the name keys its counters. RATE_LIMIT_SCALE multiplies
 * every limit for the end-to-end suite and load tests.
 */
export type RateLimit = { name: string; points: number; duration: number }

/** `points` requests per client address an hour, counted under `name`. */
export const perHour = (name: string, points: number): RateLimit => ({
  name,
  points,
  duration: 60 * 60,
})

export type LimiterOptions = { scale: number; store?: 'memory' | 'database'; db?: unknown }

/**
 * A limiter in memory (the embedded default, one process) or, with DATABASE_URL, in the
 * rate_limits table so every server counts together; a database failure falls back to memory.
 */
export function createLimiter(rule: RateLimit, options: LimiterOptions): RateLimiterAbstract {
  const base = {
    keyPrefix: rule.name,
    points: Math.ceil(rule.points * options.scale),
    duration: rule.duration,
  }
  const memory = new RateLimiterMemory(base)
  if (options.store !== 'database') return memory
  return new RateLimiterDrizzle({
    ...base,
    storeClient: options.db,
    schema: rateLimits,
    insuranceLimiter: memory,
  })
}

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

/** This process's limiter for a rule (one per name, made on first use). */
function processLimiter(rule: RateLimit): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(rule.name)
  if (!limiter) {
    limiter = (async () => {
      const c = config()
      if (!c.DATABASE_URL) return createLimiter(rule, { scale: c.RATE_LIMIT_SCALE })
      return createLimiter(rule, {
        scale: c.RATE_LIMIT_SCALE,
        store: 'database',
        db: await getDb(),
      })
    })()
    limiters.set(rule.name, limiter)
  }
  return limiter
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Counts one request of `client` against a limit. */
export async function consume(
  rule: RateLimit,
  client: string,
  source: Promise<RateLimiterAbstract> | RateLimiterAbstract = processLimiter(rule),
): Promise<LimitOutcome> {
  try {
    await (await source).consume(client)
    return { ok: true }
  } catch (result) {
    if (result instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) }
    // The store failed and so did its insurance: let the request through, say so in the log.
    logger.error(
      { code: 'rate_limit_store_failed', err: safeError(result) },
      'rate limit store failed',
    )
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
