import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Rate-limit counters shared by every server on PostgreSQL (rate-limiter-flexible's Drizzle store,
 * docs/decisions/0012). The key is `<endpoint>:<client address>`; nothing else about a request is kept.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
})
