import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Which seed data set, at which version, has been loaded into this database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
})
