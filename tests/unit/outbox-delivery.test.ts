import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { leads } from '../../db/schema/leads.ts'
import { outboxMessages } from '../../db/schema/outbox.ts'
import { validateApplication } from '~/features/enrollment/schema'
import { storeApplication } from '~/features/enrollment/store-application.server'
import { HMO_PLAN, validAnswers } from '~/features/enrollment/testing/fixtures'
import { createLead } from '~/features/leads/leads.server'
import { recipientKeys } from '~/outbox/keys.server'
import { pipelineFigures, replayDeadLetters } from '~/outbox/pipeline.server'
import { openMessage } from '~/outbox/receiver.server'
import { spoolDir, spoolTransport } from '~/outbox/spool.server'
import { deliverRound, type Transport } from '~/outbox/worker.server'
import { createSealer } from '~/server/crypto.server'
import { databaseKinds, openTestDatabase } from '../support/databases'

const quiet = { info: () => {}, warn: () => {} }
// The site seals to the recipient key of its DATA_DIR (the embedded default): the unit tests' is '.data'.
const { openers } = recipientKeys({ DATA_DIR: '.data' })
const sealer = createSealer(randomBytes(32))

/** The values a person typed that must never be in clear in the outbox, the spool or a broker. */
/**
 * A message without its sealed part, which the schema holds to base64url ciphertext (openMessage
 * refuses anything else there), where a short value can turn up by chance.
 */
const clearPart = (body: string) => {
  const { sealed: _sealed, ...rest } = JSON.parse(body)
  return JSON.stringify(rest)
}
const PHI = [
  '1EG4TE5MK73',
  '1EG4-TE5-MK73',
  '"1958"',
  'Delgado',
  'rosa.delgado@example.com',
  '555-0134',
  '555-0142',
  '1450 NW 7th St',
]

async function storeOne(db: Database, overrides = {}) {
  const parsed = validateApplication(validAnswers(HMO_PLAN, overrides), HMO_PLAN)
  if (!parsed.success) throw new Error('fixture answers are invalid')
  const stored = await storeApplication(db, sealer, {
    plan: HMO_PLAN,
    answers: parsed.data,
    idempotencyKey: randomUUID(),
    locale: 'en-us',
  })
  if (stored.status !== 'created') throw new Error(stored.status)
  return stored.confirmationNumber
}

const lead = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  phone: '305-555-0142',
  zipCode: '33125',
  language: 'es' as const,
  callbackWindow: 'morning' as const,
  source: 'request-call' as const,
}

/** A transport that fails every message with `code`, counting what it was given. */
const failing = (code: string): Transport & { seen: number } => {
  const transport = {
    name: 'amqp' as const,
    seen: 0,
    ready: () => true,
    deliver: async (batch: { id: string }[]) => {
      transport.seen += batch.length
      return new Map(batch.map((message) => [message.id, code]))
    },
    close: async () => {},
  }
  return transport
}

describe.each(databaseKinds())('the outbox on %s', (kind) => {
  let db: Database
  let close: () => Promise<void>
  let dataDir: string
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase(kind))
    dataDir = mkdtempSync(join(tmpdir(), 'ceiba-outbox-'))
  })
  afterAll(async () => {
    await close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const pending = () => db.delete(outboxMessages)

  it('writes an application’s message in its transaction, sealed: no typed value in clear', async () => {
    await pending()
    const number = await storeOne(db)
    const rows = await db.select().from(outboxMessages)
    expect(rows).toHaveLength(1)
    const [row] = rows
    for (const value of PHI) expect(clearPart(row!.body)).not.toContain(value)
    expect(row!.body).toContain(number)
    const opened = openMessage(row!.body, openers)
    expect(opened.message).toMatchObject({
      id: row!.id,
      type: 'enrollment.application',
      application: { confirmationNumber: number, planSlug: HMO_PLAN.slug, duplicateOf: null },
    })
    expect(opened.content).toMatchObject({
      answers: {
        medicareNumber: '1EG4TE5MK73',
        lastName: 'Delgado',
        dateOfBirth: { month: '4', day: '27', year: '1958' },
      },
    })
    // A second application for the same person and plan says which one it follows.
    await storeOne(db)
    const [second] = await db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.id} <> ${row!.id}`)
    expect(JSON.parse(second!.body).application.duplicateOf).toBe(number)
  })

  it('writes a call request’s message once; a retry of the same request writes none', async () => {
    await pending()
    const key = `outbox-${randomUUID()}`
    const first = await createLead(db, lead, key)
    const again = await createLead(db, lead, key)
    expect([first.status, again.status]).toEqual(['created', 'replayed'])
    const rows = await db.select().from(outboxMessages)
    expect(rows).toHaveLength(1)
    for (const value of PHI) expect(clearPart(rows[0]!.body)).not.toContain(value)
    const opened = openMessage(rows[0]!.body, openers)
    expect(opened.content).toEqual({
      firstName: 'Rosa',
      lastName: 'Delgado',
      phone: '305-555-0142',
      zipCode: '33125',
    })
  })

  it('stores neither the call request nor its message when the outbox write fails', async () => {
    const key = `outbox-${randomUUID()}`
    await db.execute(sql`alter table outbox_messages rename to outbox_messages_away`)
    try {
      await expect(createLead(db, lead, key)).rejects.toThrow()
    } finally {
      await db.execute(sql`alter table outbox_messages_away rename to outbox_messages`)
    }
    expect(await db.select().from(leads).where(eq(leads.idempotencyKey, key))).toEqual([])
  })

  it('delivers to the spool folder once, a file per message, still sealed', async () => {
    await pending()
    await storeOne(db, { medicareNumber: '2EG4-TE5-MK74' })
    await createLead(db, lead, `outbox-${randomUUID()}`)
    const transport = spoolTransport(dataDir)
    const first = await deliverRound({ db, transport, maxAttempts: 3, log: quiet })
    const second = await deliverRound({ db, transport, maxAttempts: 3, log: quiet })
    expect(first).toMatchObject({ claimed: 2, sent: 2 })
    expect(second.claimed).toBe(0)
    const files = readdirSync(spoolDir(dataDir)).filter((name) => name.endsWith('.json'))
    const rows = await db.select().from(outboxMessages)
    expect(files.sort()).toEqual(rows.map((row) => `${row.id}.json`).sort())
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true)
    for (const file of files) {
      const text = readFileSync(join(spoolDir(dataDir), file), 'utf8')
      for (const value of [...PHI, '2EG4TE5MK74', '2EG4-TE5-MK74'])
        expect(clearPart(text)).not.toContain(value)
      expect(openMessage(text, openers).message.id).toBe(file.replace('.json', ''))
    }
    expect(await pipelineFigures(db)).toEqual({
      pending: 0,
      oldestPendingSeconds: 0,
      deadLetters: 0,
    })
  })

  it('retries a failed delivery later, then makes it a dead letter the operator sees and replays', async () => {
    await pending()
    await createLead(db, lead, `outbox-${randomUUID()}`)
    const broken = failing('amqp_nack')
    const round = await deliverRound({ db, transport: broken, maxAttempts: 2, log: quiet })
    expect(round).toMatchObject({ claimed: 1, failed: 1, dead: 0 })
    const [afterOne] = await db.select().from(outboxMessages)
    expect(afterOne).toMatchObject({
      attempts: 1,
      lastError: 'amqp_nack',
      sentAt: null,
      deadAt: null,
    })
    // Backoff: not due again at once (1 s ± 25 %).
    expect(
      (await deliverRound({ db, transport: broken, maxAttempts: 2, log: quiet })).claimed,
    ).toBe(0)
    expect(afterOne!.nextAttemptAt.getTime() - afterOne!.createdAt.getTime()).toBeGreaterThan(500)
    await db.update(outboxMessages).set({ nextAttemptAt: sql`now()` })
    const last = await deliverRound({ db, transport: broken, maxAttempts: 2, log: quiet })
    expect(last).toMatchObject({ claimed: 1, failed: 1, dead: 1 })
    const figures = await pipelineFigures(db)
    expect(figures).toMatchObject({ pending: 0, deadLetters: 1 })
    // A dead letter is not retried…
    await db.update(outboxMessages).set({ nextAttemptAt: sql`now() - interval '1 hour'` })
    expect(
      (await deliverRound({ db, transport: broken, maxAttempts: 2, log: quiet })).claimed,
    ).toBe(0)
    expect(broken.seen).toBe(2)
    // …until replayed, then delivered.
    expect(await replayDeadLetters(db)).toBe(1)
    const replayed = await deliverRound({
      db,
      transport: spoolTransport(dataDir),
      maxAttempts: 2,
      log: quiet,
    })
    expect(replayed).toMatchObject({ claimed: 1, sent: 1 })
    expect(await pipelineFigures(db)).toMatchObject({ pending: 0, deadLetters: 0 })
  })

  it('counts the age of the oldest undelivered message', async () => {
    await pending()
    await createLead(db, lead, `outbox-${randomUUID()}`)
    await db.update(outboxMessages).set({ createdAt: sql`now() - interval '90 seconds'` })
    expect(await pipelineFigures(db)).toMatchObject({ pending: 1, deadLetters: 0 })
    expect((await pipelineFigures(db)).oldestPendingSeconds).toBeGreaterThanOrEqual(90)
  })

  it('hands each message to one of two workers running at once (FOR UPDATE SKIP LOCKED)', async () => {
    await pending()
    for (let index = 0; index < 12; index += 1) await createLead(db, lead, `outbox-${randomUUID()}`)
    const delivered: string[] = []
    const slow: Transport = {
      name: 'amqp',
      ready: () => true,
      deliver: async (batch) => {
        await new Promise((resolve) => setTimeout(resolve, 100))
        delivered.push(...batch.map((message) => message.id))
        return new Map(batch.map((message) => [message.id, null]))
      },
      close: async () => {},
    }
    const worker = () =>
      deliverRound({ db, transport: slow, maxAttempts: 3, batchSize: 5, log: quiet })
    // Two rounds at a time, as two instances would run them, until nothing is left.
    for (let rounds = 0; rounds < 6; rounds += 1) await Promise.all([worker(), worker()])
    expect(delivered).toHaveLength(12)
    expect(new Set(delivered).size).toBe(12)
  })
})

describe('sealing', () => {
  it('opens only with the recipient’s key, for the same message, unaltered', async () => {
    const { seal, open } = await import('~/outbox/seal.server')
    const recipient = generateKeyPairSync('x25519')
    const box = seal(recipient.publicKey, 'Medicare 1EG4-TE5-MK73', 'ctx a')
    expect(open([recipient.privateKey], box, 'ctx a')).toBe('Medicare 1EG4-TE5-MK73')
    expect(JSON.stringify(box)).not.toContain('1EG4')
    expect(() => open([generateKeyPairSync('x25519').privateKey], box, 'ctx a')).toThrow(
      /No private key/,
    )
    expect(() => open([recipient.privateKey], box, 'ctx b')).toThrow()
    const altered = { ...box, ct: Buffer.from('x'.repeat(22)).toString('base64url') }
    expect(() => open([recipient.privateKey], altered, 'ctx a')).toThrow()
  })
})
