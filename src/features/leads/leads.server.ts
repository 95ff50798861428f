import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { leads } from '../../../db/schema/leads.ts'
import type { Database } from '~/server/db.server'
import { enqueue, leadMessage } from '~/outbox/enqueue.server'
import type { Lead } from './lead-schema'

export type StoredLead = { id: number; createdAt: string; test: boolean }
export type LeadOutcome =
  | { status: 'created'; lead: StoredLead }
  | { status: 'replayed'; lead: StoredLead }
  | { status: 'conflict' }

const hashOf = (lead: Lead) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        lead.firstName,
        lead.lastName,
        lead.phone,
        lead.zipCode,
        lead.language,
        lead.callbackWindow,
        lead.source,
      ]),
    )
    .digest('hex')

const stored = (row: { id: number; createdAt: Date; isTest: boolean }): StoredLead => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  test: row.isTest,
})

/**
 * Stores a call request once per idempotency key. A retry with the same key and data gets the
 * first answer again; the same key with other data is a conflict (a client bug, not a retry).
 */
export async function createLead(
  db: Database,
  lead: Lead,
  idempotencyKey: string,
): Promise<LeadOutcome> {
  const payloadHash = hashOf(lead)
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, idempotencyKey, payloadHash, isTest: lead.source === 'test-lead-form' })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id, createdAt: leads.createdAt, isTest: leads.isTest })
    // The call centre's message, in this same transaction (the outbox, decision 0027).
    if (row)
      await enqueue(
        tx,
        leadMessage({
          id: row.id,
          language: lead.language,
          callbackWindow: lead.callbackWindow,
          source: lead.source,
          test: row.isTest,
          firstName: lead.firstName,
          lastName: lead.lastName,
          phone: lead.phone,
          zipCode: lead.zipCode,
        }),
      )
    return row
  })
  if (inserted) return { status: 'created', lead: stored(inserted) }
  const [existing] = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      isTest: leads.isTest,
      payloadHash: leads.payloadHash,
    })
    .from(leads)
    .where(eq(leads.idempotencyKey, idempotencyKey))
  if (!existing || existing.payloadHash !== payloadHash) return { status: 'conflict' }
  return { status: 'replayed', lead: stored(existing) }
}
