import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { getDb } from './db.server'
import { createHealth } from './health.server'

/** The site's own check against the test database (PGlite, or PostgreSQL with DATABASE_URL). */
const databaseReachable = async () => {
  await (await getDb()).execute(sql`select 1`)
  return true
}

const read = async (health: ReturnType<typeof createHealth>) => {
  const answer = await health.answer()
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

describe('GET /healthz', () => {
  it('tells the truth after 10 s without a check, as a load balancer checking every 30 s would ask', async () => {
    await databaseReachable()
    const health = createHealth({ databaseReachable })
    expect(await read(health)).toEqual({
      status: 503,
      body: { status: 'starting', database: false, referenceData: false },
    })
    health.state = 'ready'
    expect(await read(health)).toEqual({
      status: 200,
      body: { status: 'ok', database: true, referenceData: true },
    })
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    expect(await read(health)).toEqual({
      status: 200,
      body: { status: 'ok', database: true, referenceData: true },
    })
    health.state = 'draining'
    expect((await read(health)).status).toBe(503)
  }, 40_000)

  it('answers 503 within 1.5 s when the database does not answer', async () => {
    const health = createHealth({ databaseReachable: () => new Promise<boolean>(() => {}) })
    health.state = 'ready'
    const started = Date.now()
    expect(await read(health)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: false, referenceData: true },
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('answers a busy instance from the last check, without waiting for the next', async () => {
    let calls = 0
    const health = createHealth({
      databaseReachable: () => (calls++ === 0 ? Promise.resolve(true) : new Promise(() => {})),
      everyMs: 0,
    })
    health.state = 'ready'
    expect((await read(health)).status).toBe(200)
    const started = Date.now()
    expect((await read(health)).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(100)
  })
})
