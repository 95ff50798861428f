import type { LocaleCode } from '~/i18n/locales'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { enrollmentApplications, enrollmentSpecialPeriods } from '../../../db/schema/enrollments.ts'
import type { Sealer } from '~/server/crypto.server'
import { applicationMessage, enqueue } from '~/outbox/enqueue.server'
import type { ValidAnswers } from './answers-shape'
import { newConfirmationNumber } from './confirmation-number.server'
import { isBlankDate, toIsoDate, type DateParts } from './date-parts'
import { normalizeMbi } from './field-schemas'
import { SPECIAL_PERIODS } from './options'
import { STATEMENTS_VERSION } from './statements'
import type { EnrollmentPlan } from './steps'

export type StoreInput = {
  plan: EnrollmentPlan
  answers: ValidAnswers
  idempotencyKey: string
  locale: LocaleCode
}
export type StoreResult =
  { status: 'created' | 'replayed'; confirmationNumber: string } | { status: 'conflict' }

/** A second application for the same Medicare number, plan and plan year within this window is linked to the first. */
export const DUPLICATE_WINDOW = sql`interval '1 day'`

/** The sealed columns and what goes in them (spec: Medicare and Medicaid numbers, birth date, health answers). */
const HEALTH_FIELDS = [
  'hasESRD',
  'hasDiabetes',
  'hasChronicHeartFailure',
  'hasCardiovascularDisorder',
  'inLongTermCareFacility',
  'facilityName',
  'facilityAddressLine1',
  'facilityAddressLine2',
  'facilityPhoneNumber',
  'medicaidLevel',
] as const
const SEALED = ['medicareNumber', 'medicaidNumber', 'dateOfBirth', ...HEALTH_FIELDS] as const

function split(answers: ValidAnswers, sealer: Sealer) {
  const open: Record<string, unknown> = { ...answers }
  for (const name of SEALED) delete open[name]
  const health = Object.fromEntries(HEALTH_FIELDS.map((name) => [name, answers[name]]))
  return {
    answers: open,
    medicareNumberSealed: sealer.seal(answers.medicareNumber, 'medicare_number'),
    medicaidNumberSealed: answers.medicaidNumber
      ? sealer.seal(answers.medicaidNumber, 'medicaid_number')
      : null,
    dateOfBirthSealed: sealer.seal(toIsoDate(answers.dateOfBirth), 'date_of_birth'),
    healthAnswersSealed: sealer.seal(JSON.stringify(health), 'health_answers'),
  }
}

function specialPeriods(answers: ValidAnswers) {
  return SPECIAL_PERIODS.filter((period) => answers[period.name]).map((period) => {
    const date = 'date' in period ? (answers[period.date] as DateParts) : undefined
    return { period: period.name, eventDate: date && !isBlankDate(date) ? toIsoDate(date) : null }
  })
}

/**
 * Stores a validated application in one transaction and returns its confirmation number. The same
 * Idempotency-Key with the same answers returns the first number and stores nothing; with other
 * answers it is a conflict. Concurrent retries race on the unique key; the loser reads the winner's row.
 * A second application for the same Medicare number, plan and plan year within a day under another
 * key (a helper correcting a mistake, a second browser) is stored with a number of its own and
 * linked to the first (`duplicate_of`) for the enrollment team to reconcile: its answers are never
 * dropped, and its sender learns nothing of the first (answering the first's number made the check
 * an oracle for anyone holding a Medicare number, decision 0024). The first is found by a keyed hash of
 * the normalized number (decision 0012), under a transaction lock on that hash, so of two sent at
 * once one is linked to the other.
 */
export async function storeApplication(
  db: Database,
  sealer: Sealer,
  input: StoreInput,
): Promise<StoreResult> {
  const requestHash = sealer.mac(JSON.stringify({ plan: input.plan.slug, answers: input.answers }))
  const medicareNumberLookup = sealer.lookup(normalizeMbi(input.answers.medicareNumber))
  const columns = split(input.answers, sealer)
  const periods = specialPeriods(input.answers)
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const confirmationNumber = newConfirmationNumber()
    const created = await db.transaction(async (tx): Promise<boolean | StoreResult> => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${medicareNumberLookup}, 0))`,
      )
      const [sameKey] = await tx
        .select({
          confirmationNumber: enrollmentApplications.confirmationNumber,
          requestHash: enrollmentApplications.requestHash,
        })
        .from(enrollmentApplications)
        .where(eq(enrollmentApplications.idempotencyKey, input.idempotencyKey))
      if (sameKey) {
        return sameKey.requestHash === requestHash
          ? { status: 'replayed', confirmationNumber: sameKey.confirmationNumber }
          : { status: 'conflict' }
      }
      const [first] = await tx
        .select({
          id: enrollmentApplications.id,
          confirmationNumber: enrollmentApplications.confirmationNumber,
        })
        .from(enrollmentApplications)
        .where(
          and(
            eq(enrollmentApplications.medicareNumberLookup, medicareNumberLookup),
            eq(enrollmentApplications.planSlug, input.plan.slug),
            eq(enrollmentApplications.planYear, input.plan.year),
            gt(enrollmentApplications.submittedAt, sql`now() - ${DUPLICATE_WINDOW}`),
          ),
        )
        .orderBy(enrollmentApplications.submittedAt)
        .limit(1)
      const [row] = await tx
        .insert(enrollmentApplications)
        .values({
          confirmationNumber,
          idempotencyKey: input.idempotencyKey,
          requestHash,
          planSlug: input.plan.slug,
          planYear: input.plan.year,
          locale: input.locale,
          submittedBy: input.answers.relationshipToPersonListed,
          statementsVersion: STATEMENTS_VERSION,
          medicareNumberLookup,
          duplicateOf: first?.id ?? null,
          ...columns,
        })
        .onConflictDoNothing()
        .returning({ id: enrollmentApplications.id })
      if (!row) return false
      if (periods.length > 0)
        await tx
          .insert(enrollmentSpecialPeriods)
          .values(periods.map((p) => ({ ...p, applicationId: row.id })))
      // The enrollment team's message, in this same transaction (the outbox, decision 0027).
      await enqueue(
        tx,
        applicationMessage({
          confirmationNumber,
          planSlug: input.plan.slug,
          planYear: input.plan.year,
          locale: input.locale,
          submittedBy: input.answers.relationshipToPersonListed,
          duplicateOf: first?.confirmationNumber ?? null,
          answers: input.answers,
          specialPeriods: periods,
        }),
      )
      return true
    })
    if (typeof created === 'object') return created
    if (created) return { status: 'created', confirmationNumber }
    const [existing] = await db
      .select({
        confirmationNumber: enrollmentApplications.confirmationNumber,
        requestHash: enrollmentApplications.requestHash,
      })
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.idempotencyKey, input.idempotencyKey))
    if (existing) {
      return existing.requestHash === requestHash
        ? { status: 'replayed', confirmationNumber: existing.confirmationNumber }
        : { status: 'conflict' }
    }
    // Otherwise the confirmation number was taken: draw another.
  }
  throw new Error('No free confirmation number after 8 attempts')
}
