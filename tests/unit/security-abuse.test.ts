import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { enrollmentApplications } from '../../db/schema/enrollments.ts'
import { plans } from '../../db/schema/plans.ts'
import { openTestDatabase } from '../support/databases'
import { openPlanDatabase } from '../support/plan-database'
import { createSealer } from '../../src/server/crypto.server'
import { consume, createLimiter, perHour } from '../../src/server/rate-limits.server'
import { refusal, type EndpointRules } from '../../src/server/endpoint-rules.server'
import { SERVER_FUNCTION_RULES } from '../../src/server/request-pipeline.server'
import {
  handleEnrollmentPost,
  type EnrollmentApiDeps,
} from '../../src/features/enrollment/enrollment-api.server'
import { enrollmentPlanBySlug } from '../../src/features/enrollment/service-area.server'
import { validAnswers } from '../../src/features/enrollment/testing/fixtures'

type Declared = { endpointRules?: EndpointRules }
type ServerOptions = { middleware?: Declared[]; handlers?: Record<string, unknown> }

// Every route file that answers requests without a page (APIs, FHIR, Prismic's, files, preview).
const routeModules = import.meta.glob<{ Route: { options: { server?: ServerOptions } } }>(
  '../../src/routes/**/*.ts',
  { eager: true },
)
const serverRoutes = Object.entries(routeModules).flatMap(([file, module]) =>
  module.Route?.options.server ? [{ file, server: module.Route.options.server }] : [],
)
const rulesOf = (server: ServerOptions) =>
  server.middleware?.find((item) => item.endpointRules)?.endpointRules

describe('rate limits', () => {
  it('every route that reads a state-changing request declares its rules beside itself, and each a rate limit', () => {
    const writers = serverRoutes.filter(({ server }) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].some((method) => server.handlers?.[method]),
    )
    expect(writers.map(({ file }) => file.replace('../../src/routes/', '')).sort()).toEqual([
      'api/$.ts',
      'api/content-webhook.ts',
      'api/email-signups.ts',
      'api/enrollments.ts',
      'api/leads.ts',
      'api/plan-fit.ts',
      'preview/exit.ts',
    ])
    for (const { file, server } of writers) {
      if (file.endsWith('api/$.ts')) continue // answers 404 without reading the body
      const rules = rulesOf(server)
      expect(rules, file).toBeDefined()
      // Prismic's servers post the content webhook, signed; everyone else is counted per address.
      if (!file.endsWith('content-webhook.ts')) expect(rules!.rateLimit, file).toBeDefined()
    }
    expect(SERVER_FUNCTION_RULES.rateLimit).toEqual(perHour('serverFn', 300))
  })

  it('lets a real person through and stops a flood with a wait time (in memory, the default)', async () => {
    const lead = perHour('lead', 20)
    const limiter = createLimiter(lead, { scale: 1 })
    for (let i = 0; i < lead.points; i += 1)
      expect(await consume(lead, '203.0.113.7', limiter)).toEqual({ ok: true })
    const refused = await consume(lead, '203.0.113.7', limiter)
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(60)
    // Another client is counted apart.
    expect(await consume(lead, '203.0.113.8', limiter)).toEqual({ ok: true })
  })

  it("a route's middleware answers 429 with Retry-After once its declared limit is reached", async () => {
    const rules: EndpointRules = {
      rateLimit: perHour(`test-${randomUUID()}`, 2),
      body: { types: ['json'], limit: 1024 },
    }
    const send = () =>
      refusal(
        new Request('http://site.test/api/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        rules,
      )
    expect(await send()).toBeNull()
    expect(await send()).toBeNull()
    const refused = (await send())!
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited')
  })

  it('RATE_LIMIT_SCALE raises the limits for tests and benchmarks', async () => {
    const signup = perHour('signup', 20)
    const limiter = createLimiter(signup, { scale: 3 })
    for (let i = 0; i < signup.points * 3; i += 1)
      expect((await consume(signup, '198.51.100.1', limiter)).ok).toBe(true)
    expect((await consume(signup, '198.51.100.1', limiter)).ok).toBe(false)
  })

  describe('in the database (DATABASE_URL: every server counts together)', () => {
    let open: OpenDatabase
    beforeAll(async () => {
      open = await openTestDatabase('pglite')
    })
    afterAll(() => open?.close())

    it('two servers share one count through the rate_limits table', async () => {
      const enrollment = perHour('enrollment', 30)
      const serverA = createLimiter(enrollment, { scale: 1, store: 'database', db: open.db })
      const serverB = createLimiter(enrollment, { scale: 1, store: 'database', db: open.db })
      const limit = enrollment.points
      for (let i = 0; i < limit; i += 1)
        expect((await consume(enrollment, '192.0.2.5', i % 2 ? serverA : serverB)).ok).toBe(true)
      expect((await consume(enrollment, '192.0.2.5', serverA)).ok).toBe(false)
      expect((await consume(enrollment, '192.0.2.5', serverB)).ok).toBe(false)
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
    const [row] = await open.db
      .select({ slug: plans.slug })
      .from(plans)
      .where(and(eq(plans.year, 2026), eq(plans.planType, 'HMO')))
      .orderBy(plans.slug)
      .limit(1)
    answers = validAnswers((await enrollmentPlanBySlug(row!.slug, open.db))!, {
      isMoving: true,
      dateOfMove: { month: '9', day: '15', year: '2025' },
    })
  })
  afterAll(() => open?.close())

  const post = async (body: unknown) => {
    const response = await handleEnrollmentPost(
      new Request('http://test/api/enrollments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      }),
      deps,
    )
    return {
      status: response.status,
      body: (await response.json()) as { confirmationNumber?: string; error?: { code: string } },
    }
  }
  const count = async () =>
    (await open.db.select({ n: sql<number>`count(*)::int` }).from(enrollmentApplications))[0]!.n

  it('stores it linked to the first, with its own number, found by a keyed hash, never the number, and tells nothing of the first', async () => {
    const first = await post(answers)
    expect(first.status).toBe(201)
    const before = await count()
    // The same number typed differently (lowercase, dashes) is the same person.
    const mbi = String(answers.medicareNumber)
    const typedAgain = `${mbi.slice(0, 4)}-${mbi.slice(4, 7)}-${mbi.slice(7)}`.toLowerCase()
    const again = await Promise.all([
      post({ ...answers, medicareNumber: typedAgain }),
      post({ ...answers, firstName: 'Marta' }),
    ])
    expect(again.map((r) => r.status)).toEqual([201, 201])
    const numbers = again.map((r) => r.body.confirmationNumber)
    expect(new Set([first.body.confirmationNumber, ...numbers]).size).toBe(3)
    expect(await count()).toBe(before + 2)
    const rows = await open.db.select().from(enrollmentApplications)
    const firstRow = rows.find((row) => row.confirmationNumber === first.body.confirmationNumber)!
    // Both later ones point at an application of the same person (the first, or the other of the two sent at once).
    const later = rows.filter((row) => numbers.includes(row.confirmationNumber))
    expect(later.every((row) => row.duplicateOf !== null)).toBe(true)
    expect(later.some((row) => row.duplicateOf === firstRow.id)).toBe(true)
    expect(
      rows.every(
        (row) =>
          typeof row.medicareNumberLookup === 'string' &&
          /^[0-9a-f]{64}$/.test(row.medicareNumberLookup),
      ),
    ).toBe(true)
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
