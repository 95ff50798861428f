import { z } from 'zod'
import { SEAL_ALGORITHM } from './seal.server.ts'

/**
 * The messages of the outbox, version 1 (docs/outbox-messages.md). What routes a message is in
 * clear; everything a person typed (names, contact details, the Medicare and Medicaid numbers,
 * the birth date, the health answers) is in `sealed`, to the recipient's key. A new field that an
 * old receiver may ignore keeps the version; anything else is a new `schema`.
 */
export const OUTBOX_SCHEMA = 'ceiba.outbox.v1'
export const STATUS_SCHEMA = 'ceiba.enrollment-status.v1'

export const MESSAGE_TYPES = ['enrollment.application', 'lead.call_request'] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

const confirmationNumber = z.string().regex(/^[A-Z]{3}-[0-9A-Z]{4}-[A-Z]{2}$/)

/** Ciphertext and what opens it, nothing else: no field of the box can carry a value in clear. */
export const sealedBoxSchema = z.strictObject({
  alg: z.literal(SEAL_ALGORITHM),
  kid: z.string().regex(/^[0-9a-f]{16}$/),
  epk: z.base64url(),
  iv: z.base64url(),
  tag: z.base64url(),
  ct: z.base64url(),
})

const envelope = {
  schema: z.literal(OUTBOX_SCHEMA),
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  sealed: sealedBoxSchema,
}

export const applicationMessageSchema = z.object({
  ...envelope,
  type: z.literal('enrollment.application'),
  application: z.object({
    confirmationNumber,
    planSlug: z.string().min(1),
    planYear: z.number().int(),
    locale: z.enum(['en-us', 'es-mx']),
    submittedBy: z.string().min(1),
    /** The first application for the same person, plan and year within a day, when this is a second. */
    duplicateOf: confirmationNumber.nullable(),
  }),
})

export const leadMessageSchema = z.object({
  ...envelope,
  type: z.literal('lead.call_request'),
  lead: z.object({
    id: z.number().int().positive(),
    language: z.enum(['en', 'es']),
    callbackWindow: z.string().min(1),
    source: z.string().min(1),
    /** From the test page: never a real person to call. */
    test: z.boolean(),
  }),
})

export const outboxMessageSchema = z.discriminatedUnion('type', [
  applicationMessageSchema,
  leadMessageSchema,
])
export type OutboxMessage = z.infer<typeof outboxMessageSchema>

/** What `sealed` holds, once opened. */
export const applicationContentSchema = z.object({
  answers: z.record(z.string(), z.unknown()),
  specialPeriods: z.array(z.object({ period: z.string(), eventDate: z.iso.date().nullable() })),
})
export const leadContentSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  zipCode: z.string(),
})

/** The additional data a message's sealed part is bound to. */
export const sealContext = (message: { type: string; id: string }) =>
  `${OUTBOX_SCHEMA} ${message.type} ${message.id}`

/** A status message from the enrollment team (spec 4.1), signed with its Ed25519 key. */
export const statusMessageSchema = z.object({
  schema: z.literal(STATUS_SCHEMA),
  id: z.uuid(),
  confirmationNumber,
  status: z.enum(['accepted', 'not_accepted']),
  decidedOn: z.iso.date(),
  sentAt: z.iso.datetime({ offset: true }),
  signature: z.base64url(),
})
export type StatusMessage = z.infer<typeof statusMessageSchema>
