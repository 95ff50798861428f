import { randomUUID, sign, type KeyObject } from 'node:crypto'
import {
  applicationContentSchema,
  leadContentSchema,
  outboxMessageSchema,
  sealContext,
  STATUS_SCHEMA,
  type OutboxMessage,
  type StatusMessage,
} from './message-schema.server.ts'
import { open } from './seal.server.ts'

/**
 * The recipient's side (the enrollment team's or the call centre's system; `npm run
 * outbox:receive` and the tests use it): a message read and checked against the schema, its
 * sealed part opened with the recipient's private key(s). Throws on anything else: such a message
 * is dead-lettered, never half read.
 */
export type Opened =
  | {
      message: Extract<OutboxMessage, { type: 'enrollment.application' }>
      content: ReturnType<typeof applicationContentSchema.parse>
    }
  | {
      message: Extract<OutboxMessage, { type: 'lead.call_request' }>
      content: ReturnType<typeof leadContentSchema.parse>
    }

export function openMessage(text: string, openers: readonly KeyObject[]): Opened {
  const message = outboxMessageSchema.parse(JSON.parse(text))
  const plain = JSON.parse(open(openers, message.sealed, sealContext(message)))
  return message.type === 'enrollment.application'
    ? { message, content: applicationContentSchema.parse(plain) }
    : { message, content: leadContentSchema.parse(plain) }
}

/** A message's reference for the people acting on it: the confirmation number, or the call request's number. */
export const referenceOf = (message: OutboxMessage) =>
  message.type === 'enrollment.application'
    ? message.application.confirmationNumber
    : `lead ${message.lead.id}`

/** The exact bytes a status message's signature covers: its fields in a fixed order. */
export function statusSigningInput(message: Omit<StatusMessage, 'signature'>): Buffer {
  return Buffer.from(
    JSON.stringify([
      message.schema,
      message.id,
      message.confirmationNumber,
      message.status,
      message.decidedOn,
      message.sentAt,
    ]),
  )
}

/** A status message (spec 4.1), signed with the recipient's Ed25519 key. */
export function signedStatus(
  signer: KeyObject,
  fields: Pick<StatusMessage, 'confirmationNumber' | 'status' | 'decidedOn'> & { id?: string },
): StatusMessage {
  const unsigned = {
    schema: STATUS_SCHEMA,
    id: fields.id ?? randomUUID(),
    confirmationNumber: fields.confirmationNumber,
    status: fields.status,
    decidedOn: fields.decidedOn,
    sentAt: new Date().toISOString(),
  } as const
  return {
    ...unsigned,
    signature: sign(null, statusSigningInput(unsigned), signer).toString('base64url'),
  }
}
