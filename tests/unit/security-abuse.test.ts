import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { enrollmentApplications } from '../../db/schema/enrollments.ts'
import { plans } from '../../db/schema/plans.ts'
import { openTestDatabase } from '../support/databases'
import { openPlanDatabase } from '../support/plan-database'
import { createSealer } from '../../src/server/crypto.server'
import { RATE_LIMITS, consume, createLimiters, rateLimitFor } from '../../src/server/rate-limits.server'
import { handleEnrollmentPost, type EnrollmentApiDeps } from '../../src/features/enrollment/enrollment-api.server'
import { enrollmentPlanBySlug } from '../../src/features/enrollment/service-area.server'
import { validAnswers } from '../../src/features/enrollment/testing/fixtures'

describe('rate limits', () => {
  it('every state-changing endpoint has one', () => {
    expect(rateLimitFor('/api/enrollments')).toBe('enrollment')
    expect(rateLimitFor('/api/leads')).toBe('lead')
    expect(rateLimitFor('/api/email-signups')).toBe('signup')
    expect(rateLimitFor('/api/plan-fit')).toBe('planFit')
    expect(rateLimitFor('/_serverFn/abc')).toBe('serverFn')
    expect(rateLimitFor('/preview/exit/')).toBe('previewExit')
  })

  it('lets a real person through and stops a flood with a wait time (in memory, the default)', async () => {
    const limiters = createLimiters({ scale: 1 })
    for (let i = 0; i < RATE_LIMITS.lead.points; i += 1) expect(await consume('lead', '203.0.113.7', limiters)).toEqual({ ok: true })
    const refused = await consume('lead', '203.0.113.7', limiters)
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(60)
    // Another client and another endpoint are counted apart.
    expect(await consume('lead', '203.0.113.8', limiters)).toEqual({ ok: true })
    expect(await consume('signup', '203.0.113.7', limiters)).toEqual({ ok: true })
  })

  it('RATE_LIMIT_SCALE raises the limits for tests and benchmarks', async () => {
    const limiters = createLimiters({ scale: 3 })
    for (let i = 0; i < RATE_LIMITS.signup.points * 3; i += 1) expect((await consume('signup', '198.51.100.1', limiters)).ok).toBe(true)
    expect((await consume('signup', '198.51.100.1', limiters)).ok).toBe(false)
  })

  describe('in the database (DATABASE_URL: every server counts together)', () => {
    let open: OpenDatabase
    beforeAll(async () => {
      open = await openTestDatabase('pglite')
    })
    afterAll(() => open?.close())

    it('two servers share one count through the rate_limits table', async () => {
      const serverA = createLimiters({ scale: 1, store: 'database', db: open.db })
      const serverB = createLimiters({ scale: 1, store: 'database', db: open.db })
      const limit = RATE_LIMITS.enrollment.points
      for (let i = 0; i < limit; i += 1) expect((await consume('enrollment', '192.0.2.5', i % 2 ? serverA : serverB)).ok).toBe(true)
      expect((await consume('enrollment', '192.0.2.5', serverA)).ok).toBe(false)
      expect((await consume('enrollment', '192.0.2.5', serverB)).ok).toBe(false)
      const rows = await open.db.execute(sql`select key, points from rate_limits`)
      expect(JSON.stringify(rows)).toContain('enrollment:192.0.2.5')
    })
  })
})

describe('a second enrollment for the same person, plan and year', () => {
  let open: OpenDatabase
  let deps: EnrollmentApiDeps
  let answers: ReturnType<typeof validAnswers>
  const sealer = createSealer(randomBytes(32))

  beforeAll(async () => {
    open = await openPlanDatabase('pglite')
    deps = { db: async () => open.db, sealer: () => sealer, findPlan: enrollmentPlanBySlug }
    const [row] = await open.db.select({ slug: plans.slug }).from(plans).where(and(eq(plans.year, 2026), eq(plans.planType, 'HMO'))).orderBy(plans.slug).limit(1)
    answers = validAnswers((await enrollmentPlanBySlug(row!.slug, open.db))!, { isMoving: true, dateOfMove: { month: '9', day: '15', year: '2025' } })
  })
  afterAll(() => open?.close())

  const post = async (body: unknown) => {
    const response = await handleEnrollmentPost(
      new Request('http://test/api/enrollments', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(body) }),
      deps,
    )
    return { status: response.status, body: (await response.json()) as { confirmationNumber?: string; error?: { code: string } } }
  }
  const count = async () => (await open.db.select({ n: sql<number>`count(*)::int` }).from(enrollmentApplications))[0]!.n

  it('answers the first confirmation number and stores nothing, found by a keyed hash, never the number', async () => {
    const first = await post(answers)
    expect(first.status).toBe(201)
    const before = await count()
    // The same number typed differently (lowercase, dashes) is the same person.
    const mbi = String(answers.medicareNumber)
    const typedAgain = `${mbi.slice(0, 4)}-${mbi.slice(4, 7)}-${mbi.slice(7)}`.toLowerCase()
    const again = await Promise.all([post({ ...answers, medicareNumber: typedAgain }), post({ ...answers, firstName: 'Marta' })])
    expect(again.map((r) => r.status)).toEqual([200, 200])
    expect(again.map((r) => r.body.confirmationNumber)).toEqual([first.body.confirmationNumber, first.body.confirmationNumber])
    expect(await count()).toBe(before)
    const rows = await open.db.select().from(enrollmentApplications)
    expect(rows.every((row) => typeof row.medicareNumberLookup === 'string' && /^[0-9a-f]{64}$/.test(row.medicareNumberLookup))).toBe(true)
    expect(JSON.stringify(rows)).not.toContain(mbi)
  })

  it('another person is stored as a new application', async () => {
    const other = await post({ ...answers, medicareNumber: '1EG4TE5MK99' })
    expect(other.status).toBe(201)
  })

  it('a NUL byte is a 400, not the retryable 503', async () => {
    const response = await post({ ...answers, firstName: 'Ro\u0000sa' })
    expect(response).toMatchObject({ status: 400, body: { error: { code: 'invalid_characters' } } })
  })
})
