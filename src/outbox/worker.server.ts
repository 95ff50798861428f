import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { outboxMessages } from '../../db/schema/outbox.ts'
import type { MessageType } from './message-schema.server.ts'

/** One outbox row to hand on: its id (the message id), type and body as stored. */
export type Delivery = { id: string; type: MessageType; body: string }

/**
 * Where messages go: RabbitMQ (amqp.server.ts) or the spool folder (spool.server.ts). `deliver`
 * resolves, for each id, null once the broker confirmed it (or the file is on disk), else the
 * code of what failed. `ready` is false while nothing could be delivered at all (the broker is
 * unreachable): the worker then claims nothing, so an outage spends no message's attempts.
 */
export type Transport = {
  name: 'amqp' | 'spool'
  ready: () => boolean
  deliver: (batch: Delivery[]) => Promise<Map<string, string | null>>
  close: () => Promise<void>
}

export type Log = {
  info: (fields: object, message: string) => void
  warn: (fields: object, message: string) => void
}

export type WorkerOptions = {
  db: Database
  transport: Transport
  maxAttempts: number
  batchSize?: number
  pollMs?: number
  log: Log
}

/** The wait before the next attempt after `attempts` failed ones: 1 s, 2 s, 4 s … capped at 5 minutes, ±25 %. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempts - 1), 300_000)
  return Math.round(base * (0.75 + random * 0.5))
}

export type Round = { claimed: number; sent: number; failed: number; dead: number }

/**
 * One round: claims up to `batchSize` messages due now that no other worker holds (`FOR UPDATE
 * SKIP LOCKED`: with several instances each message is claimed by one), delivers them and, in the
 * same transaction, marks each sent, or counts the failure and sets its next attempt, or makes it
 * a dead letter after `maxAttempts`. If the process dies mid-round the transaction never commits:
 * the rows are free again at once and delivered again (at least once; the id lets the receiver
 * drop the second copy).
 */
export async function deliverRound(options: WorkerOptions): Promise<Round> {
  const { db, transport, maxAttempts, batchSize = 50 } = options
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: outboxMessages.id,
        type: outboxMessages.type,
        body: outboxMessages.body,
        attempts: outboxMessages.attempts,
      })
      .from(outboxMessages)
      .where(
        and(
          isNull(outboxMessages.sentAt),
          isNull(outboxMessages.deadAt),
          lte(outboxMessages.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    const round: Round = { claimed: rows.length, sent: 0, failed: 0, dead: 0 }
    if (rows.length === 0) return round
    const results = await transport
      .deliver(rows.map(({ id, type, body }) => ({ id, type: type as MessageType, body })))
      .catch(() => new Map(rows.map((row) => [row.id, 'transport_failed'])))
    const sent = rows.filter((row) => results.get(row.id) === null).map((row) => row.id)
    if (sent.length > 0)
      await tx
        .update(outboxMessages)
        .set({ sentAt: sql`now()`, attempts: sql`${outboxMessages.attempts} + 1`, lastError: null })
        .where(inArray(outboxMessages.id, sent))
    round.sent = sent.length
    for (const row of rows) {
      const error = results.get(row.id)
      if (error === null) continue
      const attempts = row.attempts + 1
      const dead = attempts >= maxAttempts
      await tx
        .update(outboxMessages)
        .set({
          attempts,
          lastError: error ?? 'not_confirmed',
          nextAttemptAt: sql`now() + ${`${backoffMs(attempts)} milliseconds`}::interval`,
          deadAt: dead ? sql`now()` : null,
        })
        .where(eq(outboxMessages.id, row.id))
      round.failed += 1
      if (dead) {
        round.dead += 1
        options.log.warn(
          { code: 'outbox_dead_letter', messageId: row.id, type: row.type, error },
          'outbox message is a dead letter',
        )
      }
    }
    return round
  })
}

/**
 * The delivery loop of one instance: a round whenever a message is stored here (a nudge), or
 * every `pollMs` (messages of other instances, retries that came due), at once again after a
 * full batch. `stop()` lets the round in progress finish.
 */
export function startWorker(options: WorkerOptions & { onRound?: () => Promise<void> }) {
  const { transport, pollMs = 500, batchSize = 50 } = options
  let running = true
  let wake: (() => void) | undefined
  const done = (async () => {
    while (running) {
      let claimed = 0
      if (transport.ready()) {
        try {
          claimed = (await deliverRound(options)).claimed
        } catch (error) {
          options.log.warn({ code: 'outbox_round_failed', err: error }, 'outbox round failed')
        }
      }
      await options.onRound?.().catch((error: unknown) => {
        options.log.warn({ code: 'outbox_status_round_failed', err: error }, 'status round failed')
      })
      if (claimed >= batchSize || !running) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        wake = () => (clearTimeout(timer), resolve())
      })
      wake = undefined
    }
  })()
  return {
    nudge: () => wake?.(),
    stop: async () => {
      running = false
      wake?.()
      await done
    },
  }
}
