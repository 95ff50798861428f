// The cluster test's delivery checks (decision 0027), after the kill -9 of an instance and the cut
// of every broker connection during 1,000 concurrent enrollments and call requests: each
// acknowledged one reached the receiver, none twice after de-duplication by id, no typed value
// through the broker in clear, every outbox row sent and none dead, delivery latency p50 / p99,
// and signed statuses coming back to the applications.
import { percentile, queueCount, queues, sendStatuses } from './delivery.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export async function deliveryChecks({ db, broker, receiver, acknowledged, instances, check }) {
  // Each acknowledged submission's reference, as its message names it.
  const expected = new Map(
    acknowledged.map((result) => [
      result.kind === 'enrollment' ? result.confirmationNumber : `lead ${result.id}`,
      result.kind,
    ]),
  )
  const arrived = () => {
    const byReference = new Map()
    for (const entry of receiver.byId.values()) {
      if (!expected.has(entry.reference)) continue
      byReference.set(entry.reference, [...(byReference.get(entry.reference) ?? []), entry])
    }
    return byReference
  }
  const waitStarted = Date.now()
  while (arrived().size < expected.size && Date.now() - waitStarted < 90_000) await sleep(250)
  const byReference = arrived()
  const entries = [...byReference.values()].flat()
  const delivered = byReference.size
  const lost = expected.size - delivered
  // Two messages (two ids) for one submission would be a second delivery no id can catch.
  const twice = [...byReference.values()].filter((list) => list.length > 1).length
  const copies = entries.reduce((sum, entry) => sum + entry.copies, 0)
  const latencies = entries.map((entry) => entry.arrivedAt - entry.createdAt)
  const p50 = percentile(latencies, 50)
  const p99 = percentile(latencies, 99)
  console.log(
    `  ${delivered} of ${expected.size} acknowledged delivered (${entries.filter((e) => e.type === 'enrollment.application').length} applications, ${entries.filter((e) => e.type === 'lead.call_request').length} call requests), ${copies - entries.length} duplicate copies dropped by id, ${lost} lost; latency from storing to the receiver p50 ${p50} ms, p99 ${p99} ms, max ${Math.max(...latencies)} ms`,
  )
  check(lost === 0, `acknowledged and never delivered: ${lost}`)
  check(twice === 0, `delivered twice after de-duplication by id: ${twice}`)
  check(
    receiver.counts.inClear === 0 && receiver.counts.refused === 0,
    `messages with a typed value in clear: ${receiver.counts.inClear}; unreadable: ${receiver.counts.refused} (of ${receiver.counts.copies} copies)`,
  )

  // Every message of the whole run (the earlier sections' too): sent, none dead, each received.
  let rows = []
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(500)) {
    rows = (await db.query('select id, sent_at, dead_at from outbox_messages')).rows
    if (rows.every((row) => row.sent_at) && rows.every((row) => receiver.byId.has(row.id))) break
  }
  const unsent = rows.filter((row) => !row.sent_at).length
  const dead = rows.filter((row) => row.dead_at).length
  const unseen = rows.filter((row) => !receiver.byId.has(row.id)).length
  check(
    unsent === 0 && dead === 0 && unseen === 0,
    `all ${rows.length} outbox messages of the run sent and received: ${unsent} unsent, ${dead} dead letters, ${unseen} not received`,
  )

  // Status back: 50 applications accepted by signed messages, one forged message refused.
  const numbers = acknowledged
    .filter((result) => result.kind === 'enrollment')
    .slice(0, 50)
    .map((result) => result.confirmationNumber)
  await sendStatuses(broker, numbers)
  let accepted = 0
  let refused = 0
  for (const started = Date.now(); Date.now() - started < 30_000; await sleep(250)) {
    accepted = (
      await db.query(
        `select count(*)::int as n from enrollment_applications where status = 'accepted' and confirmation_number = any($1::text[])`,
        [numbers],
      )
    ).rows[0].n
    refused = await queueCount(broker, queues.refusedQueue)
    if (accepted === numbers.length && refused === 1) break
  }
  check(
    accepted === numbers.length && refused === 1,
    `signed statuses back: ${accepted} of ${numbers.length} applications accepted; forged ones refused: ${refused} of 1`,
  )

  // What an operator sees: the outbox's figures in /healthz of a live instance.
  const live = [...instances.values()].find((instance) => instance.name !== 'b')
  const health = await fetch(`${live.url}/healthz`).then((response) => response.json())
  console.log(`  /healthz of ${live.name}: outbox ${JSON.stringify(health.outbox)}`)
  check(
    health.outbox?.transport === 'amqp' && health.outbox?.deadLetters === 0,
    `/healthz shows the outbox (transport ${health.outbox?.transport}, ${health.outbox?.pending} pending, oldest ${health.outbox?.oldestPendingSeconds} s, ${health.outbox?.deadLetters} dead letters)`,
  )
  return { delivered, lost, duplicates: copies - entries.length, twice, p50, p99 }
}
