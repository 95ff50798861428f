import { and, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { outboxMessages } from '../../db/schema/outbox.ts'

/** What an operator watches (in /healthz): undelivered messages, the oldest one's age, dead letters. */
export type PipelineFigures = {
  pending: number
  oldestPendingSeconds: number
  deadLetters: number
}

export async function pipelineFigures(db: Database): Promise<PipelineFigures> {
  const [pending] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number>`coalesce(extract(epoch from now() - min(${outboxMessages.createdAt})), 0)::float8`,
    })
    .from(outboxMessages)
    .where(and(isNull(outboxMessages.sentAt), isNull(outboxMessages.deadAt)))
  const [dead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(isNotNull(outboxMessages.deadAt))
  return {
    pending: pending?.count ?? 0,
    oldestPendingSeconds: Math.round(pending?.oldest ?? 0),
    deadLetters: dead?.count ?? 0,
  }
}

/** Replays dead letters (`npm run outbox:replay`): due again now, with their attempts counted afresh. */
export async function replayDeadLetters(db: Database): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ deadAt: null, attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(isNotNull(outboxMessages.deadAt))
    .returning({ id: outboxMessages.id })
  return rows.length
}
