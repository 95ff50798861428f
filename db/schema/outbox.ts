import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { enrollmentApplications } from './enrollments.ts'

/**
 * The transactional outbox (decision 0027): one row per message for the enrollment team
 * or the call centre, written in the transaction that stores the application or call request.
 * `body` is the message exactly as it is sent (docs/outbox-messages.md): its personal and health
 * data already sealed to the recipient's public key, so the row never holds them in clear. A
 * delivery worker in each instance claims pending rows (`FOR UPDATE SKIP LOCKED`), publishes them
 * and sets `sentAt` only once the broker (or the spool folder) has them. A row that failed
 * `OUTBOX_MAX_ATTEMPTS` times is a dead letter (`deadAt`) until an operator replays it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    /** The message id, stable across retries: a receiver drops a second copy by it. */
    id: uuid('id').primaryKey(),
    /** enrollment.application | lead.call_request */
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the last failed attempt failed with: a code, never a message (messages can quote data). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.deadAt} is null`),
    index('outbox_messages_dead_idx')
      .on(t.deadAt)
      .where(sql`${t.deadAt} is not null`),
  ],
)

/**
 * Outcomes the enrollment team sent back (spec 4.1: accepted or not accepted), each a signed
 * status message, kept by its id so a second copy changes nothing. The application's `status`
 * follows the latest one by `sentAt`.
 */
export const enrollmentStatusMessages = pgTable(
  'enrollment_status_messages',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => enrollmentApplications.id, { onDelete: 'cascade' }),
    /** accepted | not_accepted */
    status: text('status').notNull(),
    decidedOn: date('decided_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enrollment_status_messages_app_idx').on(t.applicationId, t.id)],
)
