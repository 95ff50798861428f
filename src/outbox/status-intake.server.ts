import type { KeyObject } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ConsumerStatus, type Connection } from 'rabbitmq-client'
import type { Database } from '../../db/client.ts'
import { topology } from './amqp-topology.server.ts'
import { statusInDir } from './spool.server.ts'
import { applyStatus } from './status.server.ts'
import type { Log } from './worker.server.ts'

const REFUSED = new Set(['malformed', 'forged', 'unknown_application'])

/** A message body as text, whatever the client decoded it to (it parses JSON and text bodies). */
export const bodyText = (body: unknown): string =>
  typeof body === 'string'
    ? body
    : Buffer.isBuffer(body)
      ? body.toString('utf8')
      : JSON.stringify(body)

/**
 * Without a broker, status messages arrive as files in DATA_DIR/outbox/status-in/ (what
 * `npm run outbox:receive -- --reply` writes): each is applied and removed; a refused one is moved
 * to status-in/refused/ for the operator.
 */
export async function spoolStatusRound(
  db: Database,
  verifier: KeyObject,
  dataDir: string,
  log: Log,
): Promise<number> {
  const dir = statusInDir(dataDir)
  const files = await readdir(dir).catch(() => [] as string[])
  let applied = 0
  for (const name of files.filter((file) => file.endsWith('.json'))) {
    const file = join(dir, name)
    const outcome = await applyStatus(db, verifier, await readFile(file, 'utf8'), log)
    if (REFUSED.has(outcome)) {
      await mkdir(join(dir, 'refused'), { recursive: true })
      await rename(file, join(dir, 'refused', name))
    } else {
      await rm(file, { force: true })
      applied += 1
    }
  }
  return applied
}

/**
 * Through RabbitMQ, every instance consumes the status queue (each message reaches one); a refused
 * message is rejected without requeue, so the broker dead-letters it to `<prefix>.status.refused`;
 * a database failure requeues it.
 */
export function amqpStatusConsumer(
  connection: Connection,
  db: Database,
  verifier: KeyObject,
  log: Log,
  prefix?: string,
) {
  const names = topology(prefix)
  const consumer = connection.createConsumer(
    {
      queue: names.statusQueue,
      queueOptions: names.queues.find((queue) => queue.queue === names.statusQueue),
      // Its own queue only: binding the others before the publisher has declared them fails.
      queueBindings: names.queueBindings.filter((binding) => binding.queue === names.statusQueue),
      qos: { prefetchCount: 10 },
      requeue: true,
    },
    async (message) => {
      const outcome = await applyStatus(db, verifier, bodyText(message.body), log)
      return REFUSED.has(outcome) ? ConsumerStatus.DROP : ConsumerStatus.ACK
    },
  )
  consumer.on('error', (error: { code?: string; name?: string }) =>
    log.warn(
      { code: 'status_consumer_error', err: { name: error.name, code: error.code } },
      'status consumer error',
    ),
  )
  return consumer
}
