import {
  type AnyPgColumn,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Online enrollment applications (spec 3.1, 4.1). The Medicare number, Medicaid number, date of
 * birth and health answers are stored only sealed with AES-256-GCM (src/server/crypto.server.ts);
 * `answers` holds the rest. A client retry carries the same Idempotency-Key, which is unique, so an
 * application is stored once; `requestHash` (a keyed HMAC, never a plain hash of health data) tells
 * a true retry from a reused key. `planSlug` is not a foreign key: plan seeders replace their rows.
 */
export const enrollmentApplications = pgTable(
  'enrollment_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    confirmationNumber: text('confirmation_number').notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    planSlug: text('plan_slug').notNull(),
    planYear: smallint('plan_year').notNull(),
    /** en-us | es-mx: the language the application was made in. */
    locale: text('locale').notNull(),
    /** self | authorizedRepresentative | individualHelper (spec 6). */
    submittedBy: text('submitted_by').notNull(),
    answers: jsonb('answers').notNull(),
    medicareNumberSealed: text('medicare_number_sealed').notNull(),
    medicaidNumberSealed: text('medicaid_number_sealed'),
    dateOfBirthSealed: text('date_of_birth_sealed').notNull(),
    healthAnswersSealed: text('health_answers_sealed').notNull(),
    /**
     * A keyed HMAC of the normalized Medicare number (never the number itself), to find a second
     * application for the same person, plan and year within a day (decision 0012). Null on rows
     * stored before it existed.
     */
    medicareNumberLookup: text('medicare_number_lookup'),
    /**
     * A second application for the same Medicare number, plan and year within a day (a helper
     * correcting a mistake) is stored too, linked here to the first, for the enrollment team to
     * reconcile: its answers are never dropped, and its sender never learns the first's number.
     */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => enrollmentApplications.id),
    /**
     * Which version of the statements the person read where they signed (the model form's "please
     * read and sign", release of information and Privacy Act statements, MMCM ch. 2 exhibit 1):
     * src/features/enrollment/statements.ts names it; with `locale`, it says which text was shown.
     * Null on rows stored before it existed.
     */
    statementsVersion: text('statements_version'),
    /** received, then accepted or not accepted by CMS (spec 4.1). */
    status: text('status').notNull().default('received'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollment_applications_confirmation_idx').on(t.confirmationNumber),
    uniqueIndex('enrollment_applications_idempotency_idx').on(t.idempotencyKey),
    index('enrollment_applications_submitted_idx').on(t.submittedAt),
    index('enrollment_applications_lookup_idx').on(
      t.medicareNumberLookup,
      t.planSlug,
      t.planYear,
      t.submittedAt,
    ),
  ],
)

/** The special enrollment period statements an applicant checked, with their dates (spec 3.1). */
export const enrollmentSpecialPeriods = pgTable(
  'enrollment_special_periods',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => enrollmentApplications.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    eventDate: date('event_date'),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.period] })],
)

/**
 * An application in progress without JavaScript (decision 0024): the answers between steps, sealed with
 * AES-256-GCM under ENROLLMENT_KEY as one value, found by a keyed hash of the random token in the
 * person's HttpOnly cookie (the token itself is never stored). Any server of a cluster continues
 * it. A draft is deleted on submit, on start over, and once 30 minutes pass without a step posted.
 */
export const enrollmentDrafts = pgTable(
  'enrollment_drafts',
  {
    tokenHash: text('token_hash').primaryKey(),
    planSlug: text('plan_slug').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollment_drafts_updated_idx').on(t.updatedAt)],
)
