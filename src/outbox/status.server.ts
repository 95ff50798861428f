import { verify, type KeyObject } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { enrollmentApplications } from '../../db/schema/enrollments.ts'
import { enrollmentStatusMessages } from '../../db/schema/outbox.ts'
import { statusMessageSchema } from './message-schema.server.ts'
import { statusSigningInput } from './receiver.server.ts'
import type { Log } from './worker.server.ts'

export type StatusOutcome =
  'applied' | 'duplicate' | 'superseded' | 'malformed' | 'forged' | 'unknown_application'

/**
 * A status message from the enrollment team (spec 4.1: accepted or not accepted, with the date
 * decided): checked against the schema and the team's Ed25519 key, then applied once. The same
 * message again changes nothing (`duplicate`); an older one than the last applied is kept but
 * does not change the status (`superseded`). A malformed or forged message, or one for a
 * confirmation number the site never issued, is refused and logged by its code alone: no value
 * of the message reaches the log.
 */
export async function applyStatus(
  db: Database,
  verifier: KeyObject,
  text: string,
  log: Log,
): Promise<StatusOutcome> {
  const refuse = (outcome: StatusOutcome) => {
    log.warn({ code: `status_refused_${outcome}` }, 'status message refused')
    return outcome
  }
  let parsed
  try {
    parsed = statusMessageSchema.safeParse(JSON.parse(text))
  } catch {
    return refuse('malformed')
  }
  if (!parsed.success) return refuse('malformed')
  const { signature, ...message } = parsed.data
  const signed = verify(
    null,
    statusSigningInput(message),
    verifier,
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return refuse('forged')
  const outcome = await db.transaction(async (tx): Promise<StatusOutcome> => {
    const [application] = await tx
      .select({ id: enrollmentApplications.id })
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.confirmationNumber, message.confirmationNumber))
      .for('update')
    if (!application) return 'unknown_application'
    const [inserted] = await tx
      .insert(enrollmentStatusMessages)
      .values({
        id: message.id,
        applicationId: application.id,
        status: message.status,
        decidedOn: message.decidedOn,
        sentAt: new Date(message.sentAt),
      })
      .onConflictDoNothing()
      .returning({ id: enrollmentStatusMessages.id })
    if (!inserted) return 'duplicate'
    const [later] = await tx
      .select({ id: enrollmentStatusMessages.id })
      .from(enrollmentStatusMessages)
      .where(
        and(
          eq(enrollmentStatusMessages.applicationId, application.id),
          gt(enrollmentStatusMessages.sentAt, new Date(message.sentAt)),
        ),
      )
      .limit(1)
    if (later) return 'superseded'
    await tx
      .update(enrollmentApplications)
      .set({ status: message.status })
      .where(eq(enrollmentApplications.id, application.id))
    return 'applied'
  })
  if (outcome === 'unknown_application') return refuse(outcome)
  log.info({ code: `status_${outcome}` }, 'status message')
  return outcome
}
