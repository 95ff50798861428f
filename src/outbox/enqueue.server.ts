import { randomUUID, type KeyObject } from 'node:crypto'
import type { Database } from '../../db/client.ts'
import { outboxMessages } from '../../db/schema/outbox.ts'
import { config } from '../server/config.server.ts'
import { siteKeys } from './keys.server.ts'
import {
  OUTBOX_SCHEMA,
  sealContext,
  type MessageType,
  type OutboxMessage,
} from './message-schema.server.ts'
import { seal } from './seal.server.ts'
import { nudgeDelivery } from './wake.server.ts'

/** A transaction or the database: the outbox row is written with whatever it stores. */
type Writer = Pick<Database, 'insert'>

export type ApplicationFacts = {
  confirmationNumber: string
  planSlug: string
  planYear: number
  locale: 'en-us' | 'es-mx'
  submittedBy: string
  duplicateOf: string | null
  answers: Record<string, unknown>
  specialPeriods: { period: string; eventDate: string | null }[]
}

export type LeadFacts = {
  id: number
  language: 'en' | 'es'
  callbackWindow: string
  source: string
  test: boolean
  firstName: string
  lastName: string
  phone: string
  zipCode: string
}

let recipient: KeyObject | undefined
/** The recipient's public key (src/outbox/keys.server.ts), read once. */
const recipientKey = () => (recipient ??= siteKeys(config()).recipient)

function build(
  type: MessageType,
  clear: Record<string, unknown>,
  content: unknown,
  key: KeyObject,
): OutboxMessage {
  const id = randomUUID()
  return {
    schema: OUTBOX_SCHEMA,
    id,
    type,
    createdAt: new Date().toISOString(),
    ...clear,
    sealed: seal(key, JSON.stringify(content), sealContext({ type, id })),
  } as OutboxMessage
}

export function applicationMessage(facts: ApplicationFacts, key = recipientKey()): OutboxMessage {
  const { answers, specialPeriods, ...application } = facts
  return build('enrollment.application', { application }, { answers, specialPeriods }, key)
}

export function leadMessage(facts: LeadFacts, key = recipientKey()): OutboxMessage {
  const { firstName, lastName, phone, zipCode, ...lead } = facts
  return build('lead.call_request', { lead }, { firstName, lastName, phone, zipCode }, key)
}

/**
 * Writes the message's outbox row with `tx`, the transaction storing what it is about, so both
 * are stored or neither is; the delivery worker of this instance looks sooner than its next poll.
 */
export async function enqueue(tx: Writer, message: OutboxMessage): Promise<void> {
  await tx.insert(outboxMessages).values({
    id: message.id,
    type: message.type,
    body: JSON.stringify(message),
    createdAt: new Date(message.createdAt),
  })
  nudgeDelivery()
}
