// npm run outbox:receive: the recipient's end of the outbox (decision 0027), what the enrollment
// team's or call centre's system does with what the site sends. Reads the queue (AMQP_URL) or the
// spool folder (DATA_DIR/outbox/spool/), opens each message's sealed part with the recipient's
// private key(s), drops a second copy by its id, and writes what arrived, one file per message, to
// --out (default DATA_DIR/outbox/received/, mode 0600). It prints one line per message: its type,
// reference and id, never a value a person typed. A message it cannot read or open goes to the
// dead letters (the broker's ceiba.outbox.dead, or spool/dead/).
//
//   npm run outbox:receive                        everything waiting, then keep reading (Ctrl-C stops)
//   npm run outbox:receive -- --once              everything waiting, then stop
//   npm run outbox:receive -- --reply accepted    and answer each application with a signed status
//   npm run outbox:receive -- --status CBA-2345-AB accepted [2026-12-01]   send one status and stop
//   npm run outbox:receive -- --replay-dead       move the broker's dead letters back to the queue
//
// Keys: OUTBOX_RECIPIENT_PRIVATE_KEYS and OUTBOX_STATUS_SIGNING_KEY (src/outbox/keys.server.ts);
// unset, the demonstration pair the site made under DATA_DIR/outbox/keys/.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Connection, ConsumerStatus } from 'rabbitmq-client'
import { topology } from '../src/outbox/amqp-topology.server.ts'
import { recipientKeys } from '../src/outbox/keys.server.ts'
import type { StatusMessage } from '../src/outbox/message-schema.server.ts'
import {
  openMessage,
  referenceOf,
  signedStatus,
  type Opened,
} from '../src/outbox/receiver.server.ts'
import { spoolDir, statusInDir, writeFileDurably } from '../src/outbox/spool.server.ts'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const dataDir = process.env.DATA_DIR ?? '.data'
const amqpUrl = process.env.AMQP_URL
const outDir = option('--out') ?? join(dataDir, 'outbox', 'received')
const reply = option('--reply') as StatusMessage['status'] | undefined
const keys = recipientKeys(process.env)
const names = topology()
const today = () => new Date().toISOString().slice(0, 10)
const bodyText = (body: unknown) =>
  typeof body === 'string'
    ? body
    : Buffer.isBuffer(body)
      ? body.toString('utf8')
      : JSON.stringify(body)

if (reply && reply !== 'accepted' && reply !== 'not_accepted') {
  console.error('--reply takes accepted or not_accepted')
  process.exit(2)
}

const connection = amqpUrl ? new Connection({ url: amqpUrl, connectionTimeout: 5000 }) : undefined
connection?.on('error', (error: { code?: string }) =>
  console.error(`broker: ${error.code ?? 'error'}`),
)
const publisher = connection?.createPublisher({
  confirm: true,
  exchanges: names.exchanges,
  queues: names.queues,
  queueBindings: names.queueBindings,
})

/** Sends a status message back: to the status queue, or as a file the site's worker picks up. */
async function sendStatus(status: StatusMessage): Promise<void> {
  if (publisher)
    await publisher.send(
      { routingKey: names.statusQueue, messageId: status.id, durable: true },
      status,
    )
  else {
    await mkdir(statusInDir(dataDir), { recursive: true })
    await writeFileDurably(join(statusInDir(dataDir), `${status.id}.json`), JSON.stringify(status))
  }
}

let received = 0
let duplicates = 0
let refused = 0

/** One message: 'ok' (written, or a duplicate dropped) or 'refused' (unreadable: a dead letter). */
async function receive(text: string): Promise<'ok' | 'refused'> {
  let opened: Opened
  try {
    opened = openMessage(text, keys.openers)
  } catch (error) {
    refused += 1
    console.error(`refused a message that cannot be read or opened (${(error as Error).name})`)
    return 'refused'
  }
  const file = join(outDir, `${opened.message.id}.json`)
  if (existsSync(file)) {
    duplicates += 1
    console.log(`duplicate ${opened.message.type} ${opened.message.id}: dropped`)
    return 'ok'
  }
  await mkdir(outDir, { recursive: true, mode: 0o700 })
  const { sealed: _sealed, ...envelope } = opened.message
  await writeFileDurably(
    file,
    `${JSON.stringify({ ...envelope, content: opened.content }, null, 2)}\n`,
  )
  received += 1
  console.log(
    `received ${opened.message.type} ${referenceOf(opened.message)} (${opened.message.id})`,
  )
  if (reply && opened.message.type === 'enrollment.application') {
    await sendStatus(
      signedStatus(keys.statusSigner, {
        confirmationNumber: opened.message.application.confirmationNumber,
        status: reply,
        decidedOn: today(),
      }),
    )
    console.log(`  answered ${reply}`)
  }
  return 'ok'
}

async function fromSpool(): Promise<void> {
  const dir = spoolDir(dataDir)
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.json'),
  )
  for (const name of files.sort()) {
    const file = join(dir, name)
    if ((await receive(await readFile(file, 'utf8'))) === 'refused') {
      await mkdir(join(dir, 'dead'), { recursive: true })
      await rename(file, join(dir, 'dead', name))
    } else await rm(file, { force: true })
  }
}

async function fromQueue(once: boolean): Promise<void> {
  if (!connection) return
  let last = Date.now()
  const consumer = connection.createConsumer(
    {
      queue: names.queue,
      queueOptions: names.queues.find((queue) => queue.queue === names.queue),
      exchanges: names.exchanges,
      // Its own queue's bindings only: the others' queues may not be declared yet.
      queueBindings: names.queueBindings.filter((binding) => binding.queue === names.queue),
      qos: { prefetchCount: 20 },
    },
    async (message) => {
      last = Date.now()
      return (await receive(bodyText(message.body))) === 'ok'
        ? ConsumerStatus.ACK
        : ConsumerStatus.DROP
    },
  )
  if (!once) {
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()))
  } else {
    await new Promise<void>((resolve) => consumer.once('ready', () => resolve()))
    while (Date.now() - last < 1500) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await consumer.close()
}

/** The broker's dead letters back to the queue they came from, each once, with their ids. */
async function replayDead(): Promise<number> {
  if (!connection || !publisher) return 0
  const channel = await connection.acquire()
  let moved = 0
  try {
    for (;;) {
      const message = await channel.basicGet({ queue: names.deadQueue, noAck: false })
      if (!message) return moved
      await publisher.send(
        {
          exchange: names.exchange,
          routingKey: message.type ?? 'enrollment.application',
          messageId: message.messageId,
          type: message.type,
          contentType: 'application/json',
          durable: true,
        },
        Buffer.from(bodyText(message.body)),
      )
      channel.basicAck({ deliveryTag: message.deliveryTag })
      moved += 1
    }
  } finally {
    await channel.close()
  }
}

try {
  const status = option('--status')
  if (status) {
    const decision = args[args.indexOf('--status') + 2] as StatusMessage['status']
    if (decision !== 'accepted' && decision !== 'not_accepted')
      throw new Error('--status takes a confirmation number, then accepted or not_accepted')
    const decidedOn = args[args.indexOf('--status') + 3] ?? today()
    await sendStatus(
      signedStatus(keys.statusSigner, { confirmationNumber: status, status: decision, decidedOn }),
    )
    console.log(`sent ${decision} for ${status}`)
  } else if (flag('--replay-dead')) {
    console.log(`${await replayDead()} dead letters back on ${names.queue}`)
  } else if (connection) {
    await fromQueue(flag('--once'))
  } else {
    for (;;) {
      await fromSpool()
      if (flag('--once')) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  console.log(`${received} received, ${duplicates} duplicates dropped, ${refused} refused`)
} finally {
  await publisher?.close()
  await connection?.close()
}
