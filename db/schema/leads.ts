import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Call requests (spec 3.9). A client retry carries the same Idempotency-Key, which is unique, so a
 * request is stored once; `payloadHash` tells a true retry from a reused key with other data.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    payloadHash: text('payload_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code').notNull(),
    /** en | es: the language the person wants to be called in. */
    language: text('language').notNull(),
    /** anytime | morning | afternoon | evening: when the person would like the call (CALLBACK_WINDOWS). */
    callbackWindow: text('callback_window').notNull().default('anytime'),
    /** request-call | form-slot | test-lead-form */
    source: text('source').notNull(),
    /** Test leads (from /test-lead-form/) are kept apart from real call lists. */
    isTest: boolean('is_test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_idempotency_key_idx').on(table.idempotencyKey),
    index('leads_created_at_idx').on(table.createdAt),
  ],
)

/** Health-tips email signups kept when no marketing endpoint is configured (spec 3.10). */
export const emailSignups = pgTable(
  'email_signups',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** en | es: the preferred language of the emails. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_signups_email_idx').on(table.email)],
)
