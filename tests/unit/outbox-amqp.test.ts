import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Connection, ConsumerStatus, type AsyncMessage } from 'rabbitmq-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { enrollmentApplications } from '../../db/schema/enrollments.ts'
import { outboxMessages } from '../../db/schema/outbox.ts'
import { validateApplication } from '~/features/enrollment/schema'
import { storeApplication } from '~/features/enrollment/store-application.server'
import { HMO_PLAN, validAnswers } from '~/features/enrollment/testing/fixtures'
import { createLead } from '~/features/leads/leads.server'
import { topology } from '~/outbox/amqp-topology.server'
import { amqpConnection, amqpTransport } from '~/outbox/amqp.server'
import { recipientKeys } from '~/outbox/keys.server'
import { openMessage, signedStatus } from '~/outbox/receiver.server'
import { amqpStatusConsumer, bodyText } from '~/outbox/status-intake.server'
import { deliverRound, startWorker } from '~/outbox/worker.server'
import { createSealer } from '~/server/crypto.server'
import { openTestDatabase } from '../support/databases'

// RabbitMQ tests run when AMQP_TEST_URL names a broker (.ci/run starts Debian's rabbitmq-server
// and sets it); each run declares its own exchanges and queues under a random prefix.
const url = process.env.AMQP_TEST_URL
const quiet = { info: () => {}, warn: () => {} }
const { openers } = recipientKeys({ DATA_DIR: '.data' })
const lead = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  phone: '305-555-0142',
  zipCode: '33125',
  language: 'es' as const,
  callbackWindow: 'anytime' as const,
  source: 'request-call' as const,
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 8000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > deadline) return value
    await sleep(50)
  }
}

describe.skipIf(!url)('delivery through RabbitMQ', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`
  const names = topology(prefix)
  let db: Database
  let close: () => Promise<void>
  let connection: Connection
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase('pglite'))
    connection = amqpConnection(url!, quiet)
    await connection.onConnect(5000)
  })
  afterAll(async () => {
    for (const queue of names.queues) await connection.queueDelete({ queue: queue.queue })
    for (const exchange of names.exchanges)
      await connection.exchangeDelete({ exchange: exchange.exchange })
    await connection.close()
    await close()
  })

  /** Reads what reaches the outbox queue, as the receiver does, answering each with `status`. */
  function receive(status: (message: AsyncMessage) => ConsumerStatus) {
    const seen: AsyncMessage[] = []
    const consumer = connection.createConsumer(
      { queue: names.queue, queueOptions: names.queues[0], qos: { prefetchCount: 10 } },
      (message) => (seen.push(message), status(message)),
    )
    return { seen, close: () => consumer.close() }
  }

  it('publishes persistent messages, with their ids, marked sent once confirmed; the body is sealed', async () => {
    await db.delete(outboxMessages)
    await createLead(db, lead, `amqp-${randomUUID()}`)
    const transport = amqpTransport(connection, { prefix })
    const round = await deliverRound({ db, transport, maxAttempts: 3, log: quiet })
    expect(round).toMatchObject({ claimed: 1, sent: 1, failed: 0 })
    const [row] = await db.select().from(outboxMessages)
    expect(row!.sentAt).not.toBeNull()
    const receiver = receive(() => ConsumerStatus.ACK)
    const seen = await until(
      () => receiver.seen,
      (list) => list.length === 1,
    )
    await receiver.close()
    await transport.close()
    expect(seen[0]).toMatchObject({
      messageId: row!.id,
      durable: true,
      routingKey: 'lead.call_request',
    })
    const text = bodyText(seen[0]!.body)
    for (const value of ['Delgado', '555-0142', '33125']) expect(text).not.toContain(value)
    expect(openMessage(text, openers).content).toMatchObject({ lastName: 'Delgado' })
  })

  it('claims nothing while the broker cannot be reached, and delivers once it can', async () => {
    await db.delete(outboxMessages)
    await createLead(db, lead, `amqp-${randomUUID()}`)
    const nowhere = amqpConnection('amqp://guest:guest@127.0.0.1:1', quiet)
    const worker = startWorker({
      db,
      transport: amqpTransport(nowhere, { prefix }),
      maxAttempts: 3,
      pollMs: 50,
      log: quiet,
    })
    await sleep(600)
    await worker.stop()
    nowhere.unsafeDestroy()
    const [row] = await db.select().from(outboxMessages)
    expect(row).toMatchObject({ attempts: 0, sentAt: null, deadAt: null })
    const transport = amqpTransport(connection, { prefix })
    expect(await deliverRound({ db, transport, maxAttempts: 3, log: quiet })).toMatchObject({
      sent: 1,
    })
    await transport.close()
  })

  it('dead-letters a message the receiver cannot read to the dead-letter queue', async () => {
    const publisher = connection.createPublisher({ confirm: true })
    await publisher.send(
      { exchange: names.exchange, routingKey: 'lead.call_request', messageId: randomUUID() },
      Buffer.from('{"schema":"ceiba.outbox.v1","not":"readable"}'),
    )
    await publisher.close()
    const receiver = receive((message) => {
      try {
        openMessage(bodyText(message.body), openers)
        return ConsumerStatus.ACK
      } catch {
        return ConsumerStatus.DROP
      }
    })
    const dead = await until(
      async () =>
        (await connection.queueDeclare({ queue: names.deadQueue, passive: true })).messageCount,
      (count) => count === 1,
    )
    await receiver.close()
    expect(dead).toBe(1)
  })

  it('applies a signed status from the status queue; a forged one goes to the refused queue', async () => {
    const parsed = validateApplication(validAnswers(HMO_PLAN), HMO_PLAN)
    if (!parsed.success) throw new Error('fixture answers are invalid')
    const stored = await storeApplication(db, createSealer(randomBytes(32)), {
      plan: HMO_PLAN,
      answers: parsed.data,
      idempotencyKey: randomUUID(),
      locale: 'en-us',
    })
    if (stored.status !== 'created') throw new Error(stored.status)
    const team = generateKeyPairSync('ed25519')
    const consumer = amqpStatusConsumer(connection, db, team.publicKey, quiet, prefix)
    const publisher = connection.createPublisher({ confirm: true })
    const decision = { confirmationNumber: stored.confirmationNumber, decidedOn: '2026-12-01' }
    await publisher.send(
      names.statusQueue,
      signedStatus(generateKeyPairSync('ed25519').privateKey, { ...decision, status: 'accepted' }),
    )
    await publisher.send(
      names.statusQueue,
      signedStatus(team.privateKey, { ...decision, status: 'not_accepted' }),
    )
    const status = await until(
      async () =>
        (
          await db
            .select({ status: enrollmentApplications.status })
            .from(enrollmentApplications)
            .where(eq(enrollmentApplications.confirmationNumber, stored.confirmationNumber))
        )[0]?.status,
      (value) => value === 'not_accepted',
    )
    const refused = await until(
      async () =>
        (await connection.queueDeclare({ queue: names.refusedQueue, passive: true })).messageCount,
      (count) => count === 1,
    )
    await publisher.close()
    await consumer.close()
    expect(status).toBe('not_accepted')
    expect(refused).toBe(1)
  })
})
