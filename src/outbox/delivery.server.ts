import type { Connection, Consumer } from 'rabbitmq-client'
import { config } from '~/server/config.server'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { topology } from './amqp-topology.server'
import { amqpConnection, amqpTransport } from './amqp.server'
import { siteKeys } from './keys.server'
import { pipelineFigures, type PipelineFigures } from './pipeline.server'
import { spoolTransport } from './spool.server'
import { amqpStatusConsumer, spoolStatusRound } from './status-intake.server'
import { onNudge } from './wake.server'
import { startWorker } from './worker.server'

/** What /healthz shows of the outbox: where messages go, and the figures of the last look (every 5 s). */
export type DeliveryFigures = PipelineFigures & {
  transport: 'amqp' | 'spool'
  /** With RabbitMQ: messages the receiver refused, in `ceiba.outbox.dead`. */
  brokerDeadLetters?: number
  /** With RabbitMQ: whether the broker connection is up now. */
  brokerConnected?: boolean
}

let running: { stop: () => Promise<void> } | undefined
let figures: DeliveryFigures | null = null

/**
 * Starts this instance's delivery worker (decision 0027): through RabbitMQ with AMQP_URL, else to
 * the spool folder under DATA_DIR; and the intake of status messages coming back the same way.
 * Called once the server listens (src/server/serve.server.ts); `stopDelivery` when it drains.
 */
export async function startDelivery(): Promise<void> {
  if (running) return
  const c = config()
  const keys = siteKeys(c)
  const db = await getDb()
  let connection: Connection | undefined
  let consumer: Consumer | undefined
  const transport = c.AMQP_URL
    ? amqpTransport((connection = amqpConnection(c.AMQP_URL, logger)))
    : spoolTransport(c.DATA_DIR)
  if (connection) consumer = amqpStatusConsumer(connection, db, keys.statusVerifier, logger)
  const worker = startWorker({
    db,
    transport,
    maxAttempts: c.OUTBOX_MAX_ATTEMPTS,
    log: logger,
    onRound: connection
      ? undefined
      : async () => void (await spoolStatusRound(db, keys.statusVerifier, c.DATA_DIR, logger)),
  })
  onNudge(worker.nudge)
  const look = async () => {
    try {
      const next: DeliveryFigures = { transport: transport.name, ...(await pipelineFigures(db)) }
      if (connection) {
        next.brokerConnected = connection.ready
        if (connection.ready)
          next.brokerDeadLetters = (
            await connection.queueDeclare({ queue: topology().deadQueue, passive: true })
          ).messageCount
      }
      figures = next
    } catch (error) {
      logger.warn({ code: 'outbox_figures_failed', err: error }, 'outbox figures failed')
    }
  }
  void look()
  const timer = setInterval(look, 5000)
  timer.unref()
  logger.info({ code: 'outbox_started', transport: transport.name }, 'outbox delivery started')
  running = {
    stop: async () => {
      clearInterval(timer)
      onNudge(undefined)
      await worker.stop()
      await consumer?.close()
      await transport.close()
      await connection?.close()
    },
  }
}

export async function stopDelivery(): Promise<void> {
  const stopping = running
  running = undefined
  await stopping?.stop()
}

export const deliveryFigures = (): DeliveryFigures | null => figures
