import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { enrollmentApplications } from '../../db/schema/enrollments.ts'
import { enrollmentStatusMessages } from '../../db/schema/outbox.ts'
import { validateApplication } from '~/features/enrollment/schema'
import { storeApplication } from '~/features/enrollment/store-application.server'
import { HMO_PLAN, validAnswers } from '~/features/enrollment/testing/fixtures'
import { signedStatus } from '~/outbox/receiver.server'
import { applyStatus } from '~/outbox/status.server'
import { createSealer } from '~/server/crypto.server'
import { databaseKinds, openTestDatabase } from '../support/databases'

const team = generateKeyPairSync('ed25519')
const stranger = generateKeyPairSync('ed25519')

/** A log that keeps its lines as JSON, to read what a refusal wrote. */
function recordingLog() {
  const lines: string[] = []
  const keep = (fields: object, message: string) =>
    lines.push(JSON.stringify({ ...fields, message }))
  return { lines, info: keep, warn: keep }
}

describe.each(databaseKinds())('status messages on %s', (kind) => {
  let db: Database
  let close: () => Promise<void>
  let number: string
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase(kind))
    const parsed = validateApplication(validAnswers(HMO_PLAN), HMO_PLAN)
    if (!parsed.success) throw new Error('fixture answers are invalid')
    const stored = await storeApplication(db, createSealer(randomBytes(32)), {
      plan: HMO_PLAN,
      answers: parsed.data,
      idempotencyKey: randomUUID(),
      locale: 'es-mx',
    })
    if (stored.status !== 'created') throw new Error(stored.status)
    number = stored.confirmationNumber
  })
  afterAll(() => close())

  const statusOf = async () =>
    (
      await db
        .select({ status: enrollmentApplications.status })
        .from(enrollmentApplications)
        .where(eq(enrollmentApplications.confirmationNumber, number))
    )[0]?.status

  it('sets the application to accepted once, however often the message comes', async () => {
    const log = recordingLog()
    const message = signedStatus(team.privateKey, {
      confirmationNumber: number,
      status: 'accepted',
      decidedOn: '2026-12-01',
    })
    const text = JSON.stringify(message)
    expect(await applyStatus(db, team.publicKey, text, log)).toBe('applied')
    expect(await applyStatus(db, team.publicKey, text, log)).toBe('duplicate')
    expect(await statusOf()).toBe('accepted')
    const kept = await db.select().from(enrollmentStatusMessages)
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ id: message.id, status: 'accepted', decidedOn: '2026-12-01' })
  })

  it('follows the latest decision; an older one arriving late changes nothing', async () => {
    const log = recordingLog()
    const older = signedStatus(team.privateKey, {
      confirmationNumber: number,
      status: 'not_accepted',
      decidedOn: '2026-11-30',
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const newer = signedStatus(team.privateKey, {
      confirmationNumber: number,
      status: 'not_accepted',
      decidedOn: '2026-12-02',
    })
    expect(await applyStatus(db, team.publicKey, JSON.stringify(newer), log)).toBe('applied')
    expect(await statusOf()).toBe('not_accepted')
    expect(await applyStatus(db, team.publicKey, JSON.stringify(older), log)).toBe('superseded')
    expect(await statusOf()).toBe('not_accepted')
  })

  it('refuses a forged, altered, unknown or malformed message and logs no value of it', async () => {
    const log = recordingLog()
    const forged = signedStatus(stranger.privateKey, {
      confirmationNumber: number,
      status: 'accepted',
      decidedOn: '2026-12-03',
    })
    const genuine = signedStatus(team.privateKey, {
      confirmationNumber: number,
      status: 'not_accepted',
      decidedOn: '2026-12-03',
    })
    const altered = { ...genuine, status: 'accepted' }
    const unknown = signedStatus(team.privateKey, {
      confirmationNumber: 'CBA-2222-ZZ',
      status: 'accepted',
      decidedOn: '2026-12-03',
    })
    const outcomes = [
      await applyStatus(db, team.publicKey, JSON.stringify(forged), log),
      await applyStatus(db, team.publicKey, JSON.stringify(altered), log),
      await applyStatus(db, team.publicKey, JSON.stringify(unknown), log),
      await applyStatus(db, team.publicKey, '{"schema":"ceiba.enrollment-status.v1"', log),
      await applyStatus(db, team.publicKey, JSON.stringify({ ...genuine, decidedOn: 'soon' }), log),
    ]
    expect(outcomes).toEqual(['forged', 'forged', 'unknown_application', 'malformed', 'malformed'])
    expect(await statusOf()).toBe('not_accepted')
    expect(log.lines).toHaveLength(5)
    for (const line of log.lines) {
      for (const value of [number, 'CBA-2222-ZZ', forged.id, genuine.id, unknown.id, '2026-12-03'])
        expect(line).not.toContain(value)
    }
    expect(log.lines.map((line) => JSON.parse(line).code)).toEqual([
      'status_refused_forged',
      'status_refused_forged',
      'status_refused_unknown_application',
      'status_refused_malformed',
      'status_refused_malformed',
    ])
  })
})
