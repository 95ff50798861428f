// The cluster test's outbox part (decision 0027): the instances publish through RabbitMQ (Debian's
// rabbitmq-server, scripts/cluster/ensure-rabbitmq.mjs) to a recipient of the test's own, whose
// keys it makes; a receiver reads the queue as the enrollment team's system would (opening every
// message, dropping second copies by id) and keeps when each arrived, so the test can say what
// was delivered, duplicated and lost, how long delivery took, and whether any typed value went
// through the broker in clear. The receiver also answers applications with signed statuses.
import { execFileSync, spawn } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { Connection, ConsumerStatus } from 'rabbitmq-client'
import { topology } from '../../src/outbox/amqp-topology.server.ts'
import { oneLine } from '../../src/outbox/seal.server.ts'
import { openMessage, referenceOf, signedStatus } from '../../src/outbox/receiver.server.ts'
import { ensureRabbitmq } from './ensure-rabbitmq.mjs'

const names = topology()
const bodyText = (body) =>
  typeof body === 'string'
    ? body
    : Buffer.isBuffer(body)
      ? body.toString('utf8')
      : JSON.stringify(body)

/** What must never cross the broker in clear: the test applicant's and caller's values, any Medicare number. */
// The birth year as the answers hold it ("year":"1958"): a bare 1958 is also call request no. 1958.
const CLEAR_VALUES = [
  'Delgado',
  'Rosa',
  '555-0142',
  '555-0134',
  '"1958"',
  '1958-04-27',
  'rosa.delgado@example.com',
]
const MEDICARE_NUMBER = /1[A-Z][A-Z0-9]\d[A-Z][A-Z0-9]\d[A-Z]{2}\d{2}/
/**
 * A message as text without its sealed part, whose fields are base64url ciphertext only (the
 * schema allows nothing else there), where a short value can turn up by chance.
 */
const clearPart = (text) => {
  try {
    const { sealed: _sealed, ...rest } = JSON.parse(text)
    return JSON.stringify(rest)
  } catch {
    return text
  }
}

/**
 * A virtual host of the broker for this run (`vhost`: another run on the same broker, on other
 * ports, keeps its own queues), with empty ceiba.* queues, and a recipient's key pairs; the
 * instances' environment.
 */
export async function brokerForCluster(vhost) {
  const base = new URL(await ensureRabbitmq())
  for (const args of [
    ['add_vhost', vhost],
    ['set_permissions', '-p', vhost, decodeURIComponent(base.username), '.*', '.*', '.*'],
  ])
    execFileSync('rabbitmqctl', args, { stdio: 'ignore' })
  base.pathname = `/${encodeURIComponent(vhost)}`
  const url = base.toString()
  const connection = new Connection({ url, connectionName: 'cluster-test receiver' })
  connection.on('error', () => {})
  await connection.onConnect(10_000)
  for (const exchange of names.exchanges) await connection.exchangeDeclare(exchange)
  for (const queue of names.queues) {
    await connection.queueDeclare(queue)
    await connection.queuePurge({ queue: queue.queue })
  }
  for (const binding of names.queueBindings) await connection.queueBind(binding)
  const seal = generateKeyPairSync('x25519')
  const sign = generateKeyPairSync('ed25519')
  return {
    url,
    connection,
    vhost,
    keys: { opener: seal.privateKey, signer: sign.privateKey },
    env: {
      AMQP_URL: url,
      OUTBOX_RECIPIENT_PUBLIC_KEY: oneLine(seal.publicKey),
      OUTBOX_STATUS_PUBLIC_KEY: oneLine(sign.publicKey),
    },
  }
}

/**
 * Reads the outbox queue until `stop()`: every copy counted, the first of each id opened and kept
 * with its arrival time; a copy that cannot be opened is dead-lettered and counted.
 */
export function startReceiver(broker) {
  const byId = new Map()
  const counts = { copies: 0, refused: 0, inClear: 0 }
  const consumer = broker.connection.createConsumer(
    {
      queue: names.queue,
      queueOptions: names.queues.find((queue) => queue.queue === names.queue),
      qos: { prefetchCount: 50 },
    },
    (message) => {
      const text = bodyText(message.body)
      counts.copies += 1
      const clear = clearPart(text)
      if (CLEAR_VALUES.some((value) => clear.includes(value)) || MEDICARE_NUMBER.test(clear))
        counts.inClear += 1
      let opened
      try {
        opened = openMessage(text, [broker.keys.opener])
      } catch {
        counts.refused += 1
        return ConsumerStatus.DROP
      }
      const first = byId.get(opened.message.id)
      if (first) first.copies += 1
      else
        byId.set(opened.message.id, {
          reference: referenceOf(opened.message),
          type: opened.message.type,
          createdAt: Date.parse(opened.message.createdAt),
          arrivedAt: Date.now(),
          copies: 1,
        })
      return ConsumerStatus.ACK
    },
  )
  // When the broker's connections are cut (closeBrokerConnections), the consumer reports the cut
  // and subscribes again once its connection is back; without a listener the report would end
  // the test process (Node throws an unheard 'error' event).
  consumer.on('error', () => {
    counts.consumerErrors = (counts.consumerErrors ?? 0) + 1
  })
  return { byId, counts, stop: () => consumer.close() }
}

/** Closes every client connection of the run's virtual host (the instances' and the receiver's), as a broker restart or a network cut would. */
export function closeBrokerConnections(broker) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(
      'rabbitmqctl',
      ['close_all_connections', '-p', broker.vhost, 'cluster test'],
      {
        stdio: 'ignore',
      },
    )
    child.once('exit', (code) => resolve({ code, ms: Date.now() - started }))
    child.once('error', () => resolve({ code: -1, ms: Date.now() - started }))
  })
}

/** Signed statuses for the given confirmation numbers, onto the status queue (and one forged). */
export async function sendStatuses(broker, numbers) {
  const publisher = broker.connection.createPublisher({ confirm: true })
  const forger = generateKeyPairSync('ed25519').privateKey
  const decidedOn = new Date().toISOString().slice(0, 10)
  for (const confirmationNumber of numbers)
    await publisher.send(
      names.statusQueue,
      signedStatus(broker.keys.signer, { confirmationNumber, status: 'accepted', decidedOn }),
    )
  await publisher.send(
    names.statusQueue,
    signedStatus(forger, { confirmationNumber: numbers[0], status: 'not_accepted', decidedOn }),
  )
  await publisher.close()
}

export async function queueCount(broker, queue) {
  return (await broker.connection.queueDeclare({ queue, passive: true })).messageCount
}

export const queues = names

/** The p-th percentile (0-100) of `values`, in their unit. */
export function percentile(values, p) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
