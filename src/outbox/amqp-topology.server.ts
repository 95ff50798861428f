import { MESSAGE_TYPES } from './message-schema.server.ts'

/**
 * RabbitMQ's side of the outbox (decision 0027), declared the same way by the site's publisher,
 * its status consumer and the receiver (a queue declared twice with other arguments is refused).
 * Messages go to the durable direct exchange `<prefix>.outbox` with their type as routing key, and
 * from there to the durable queue `<prefix>.outbox`; one the receiver refuses (it cannot be read
 * or opened) is dead-lettered to `<prefix>.outbox.dead`. Status messages come back on the queue
 * `<prefix>.status`; one the site refuses (forged, unknown) goes to `<prefix>.status.refused`.
 */
export function topology(prefix = 'ceiba') {
  const exchange = `${prefix}.outbox`
  const queue = `${prefix}.outbox`
  const deadExchange = `${prefix}.outbox.dead`
  const deadQueue = `${prefix}.outbox.dead`
  const statusQueue = `${prefix}.status`
  const refusedExchange = `${prefix}.status.refused`
  const refusedQueue = `${prefix}.status.refused`
  return {
    exchange,
    queue,
    deadQueue,
    statusQueue,
    refusedQueue,
    exchanges: [
      { exchange, type: 'direct', durable: true },
      { exchange: deadExchange, type: 'fanout', durable: true },
      { exchange: refusedExchange, type: 'fanout', durable: true },
    ],
    queues: [
      { queue, durable: true, arguments: { 'x-dead-letter-exchange': deadExchange } },
      { queue: deadQueue, durable: true },
      {
        queue: statusQueue,
        durable: true,
        arguments: { 'x-dead-letter-exchange': refusedExchange },
      },
      { queue: refusedQueue, durable: true },
    ],
    queueBindings: [
      ...MESSAGE_TYPES.map((type) => ({ exchange, queue, routingKey: type })),
      { exchange: deadExchange, queue: deadQueue, routingKey: '' },
      { exchange: refusedExchange, queue: refusedQueue, routingKey: '' },
    ],
  }
}
export type Topology = ReturnType<typeof topology>
