import { Connection, type AsyncMessage } from 'rabbitmq-client'
import { topology } from './amqp-topology.server.ts'
import type { Delivery, Log, Transport } from './worker.server.ts'

/** The broker connection: reconnects by itself (0.5 to 5 s apart); errors are logged by code only. */
export function amqpConnection(url: string, log: Log): Connection {
  const connection = new Connection({
    url,
    connectionName: `ceiba-site-${process.pid}`,
    connectionTimeout: 5000,
    retryLow: 500,
    retryHigh: 5000,
  })
  connection.on('error', (error: { code?: string; name?: string }) =>
    log.warn(
      { code: 'amqp_connection_error', err: { name: error.name, code: error.code } },
      'broker connection error',
    ),
  )
  return connection
}

/**
 * Delivery through RabbitMQ: persistent messages (their id as `messageId`, their type as routing
 * key) on a channel in confirm mode, each marked sent only once the broker acknowledged it; a
 * negative acknowledgement, a message returned as unroutable (mandatory) or no confirm within
 * `confirmTimeoutMs` is a failed attempt.
 */
export function amqpTransport(
  connection: Connection,
  options: { prefix?: string; confirmTimeoutMs?: number } = {},
): Transport {
  const names = topology(options.prefix)
  const returned = new Set<string>()
  const publisher = connection.createPublisher({
    confirm: true,
    maxAttempts: 1,
    exchanges: names.exchanges,
    queues: names.queues,
    queueBindings: names.queueBindings,
    onReturn: (message) => {
      if (message.messageId) returned.add(message.messageId)
    },
  })
  const timeoutMs = options.confirmTimeoutMs ?? 10_000
  const publish = async (message: Delivery): Promise<string | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('amqp_confirm_timeout'), timeoutMs)
    })
    const sent = publisher
      .send(
        {
          exchange: names.exchange,
          routingKey: message.type,
          messageId: message.id,
          type: message.type,
          contentType: 'application/json',
          durable: true,
          mandatory: true,
          timestamp: Math.floor(Date.now() / 1000),
        },
        Buffer.from(message.body),
      )
      .then(
        () => (returned.delete(message.id) ? 'amqp_unroutable' : null),
        (error: { code?: string }) => `amqp_${(error.code ?? 'failed').toLowerCase()}`,
      )
    try {
      return await Promise.race([sent, timeout])
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    name: 'amqp',
    ready: () => connection.ready,
    async deliver(batch) {
      const results = await Promise.all(batch.map(publish))
      return new Map(batch.map((message, index) => [message.id, results[index] ?? null]))
    },
    close: () => publisher.close(),
  }
}

export type { AsyncMessage }
