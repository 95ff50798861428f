import { randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { enrollmentDrafts } from '../../../db/schema/enrollments.ts'
import type { Sealer } from '~/server/crypto.server'
import { IDLE_MINUTES } from './application-storage'
import type { EnrollmentAnswers } from './answers-shape'
import type { FieldErrors } from './schema'
import type { StepId } from './steps'

/**
 * An application in progress without JavaScript (decision 0024), kept on the server between steps:
 * what the wizard's machine holds (its state and context, less the plan's facts, which are read
 * from the catalogue each time), or once submitted the outcome the result page shows. Sealed as
 * one value with AES-256-GCM under ENROLLMENT_KEY, in the database so that any server of a cluster
 * continues it; found by a keyed hash of the random token in the person's HttpOnly cookie.
 * Forgotten on submit (only the outcome stays, no answer), on start over, and after IDLE_MINUTES
 * without a step posted, like the browser's copy (application-storage.ts).
 */
export type Draft =
  | {
      kind: 'answering'
      planSlug: string
      /** The machine's state ('personal' ... 'review', 'failed'). */
      state: StepId | 'failed'
      answers: EnrollmentAnswers
      errors: FieldErrors
      editing: boolean
      idempotencyKey: string
    }
  | { kind: 'submitted'; planSlug: string; planType: string; confirmationNumber: string }
  | { kind: 'failed'; planSlug: string; planType: string }

import { DRAFT_COOKIE } from '~/shared/draft-cookie'

export { DRAFT_COOKIE }
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const CONTEXT = 'enrollment_draft'

export const newDraftToken = () => randomBytes(32).toString('base64url')
export const isDraftToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN.test(value)

/** The cookie that names a draft: this site only, never sent by another site's link or form. */
export function draftCookieHeader(token: string, secure: boolean): string {
  return `${DRAFT_COOKIE}=${token}; Path=/; Max-Age=${IDLE_MINUTES * 60}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}
export function clearedDraftCookieHeader(secure: boolean): string {
  return `${DRAFT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

export function draftTokenFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(/;\s*/)) {
    const [name, value] = [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]
    if (name === DRAFT_COOKIE) return isDraftToken(value) ? value : null
  }
  return null
}

const fresh = () =>
  gt(enrollmentDrafts.updatedAt, sql`now() - ${sql.raw(`interval '${IDLE_MINUTES} minutes'`)}`)

/** The draft a token names, or null: unknown, expired, forged or sealed under another key. */
export async function loadDraft(
  db: Database,
  sealer: Sealer,
  token: string | null,
): Promise<Draft | null> {
  if (!token) return null
  const [row] = await db
    .select({ sealed: enrollmentDrafts.sealed })
    .from(enrollmentDrafts)
    .where(and(eq(enrollmentDrafts.tokenHash, sealer.lookup(token)), fresh()))
  if (!row) return null
  try {
    return JSON.parse(sealer.open(row.sealed, CONTEXT)) as Draft
  } catch {
    return null
  }
}

/** Stores the draft under the token (a new one or a replacement) and forgets expired drafts. */
export async function saveDraft(
  db: Database,
  sealer: Sealer,
  token: string,
  draft: Draft,
): Promise<void> {
  const sealed = sealer.seal(JSON.stringify(draft), CONTEXT)
  const tokenHash = sealer.lookup(token)
  await db
    .insert(enrollmentDrafts)
    .values({ tokenHash, planSlug: draft.planSlug, sealed })
    .onConflictDoUpdate({
      target: enrollmentDrafts.tokenHash,
      set: { planSlug: draft.planSlug, sealed, updatedAt: sql`now()` },
    })
  await db
    .delete(enrollmentDrafts)
    .where(
      lt(enrollmentDrafts.updatedAt, sql`now() - ${sql.raw(`interval '${IDLE_MINUTES} minutes'`)}`),
    )
}

export async function deleteDraft(
  db: Database,
  sealer: Sealer,
  token: string | null,
): Promise<void> {
  if (token)
    await db.delete(enrollmentDrafts).where(eq(enrollmentDrafts.tokenHash, sealer.lookup(token)))
}
