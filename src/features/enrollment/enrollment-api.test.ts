import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { enrollmentApplications, enrollmentSpecialPeriods } from '../../../db/schema/enrollments.ts'
import { plans } from '../../../db/schema/plans.ts'
import { databaseKinds } from '../../../tests/support/databases'
import { openPlanDatabase } from '../../../tests/support/plan-database'
import { createSealer } from '~/server/crypto.server'
import { logger } from '~/server/logger.server'
import type { EnrollmentAnswers } from './answers-shape'
import { handleEnrollmentPost, type EnrollmentApiDeps } from './enrollment-api.server'
import { enrollmentPlanBySlug, serviceAreaZips } from './service-area.server'
import { STATEMENTS_VERSION } from './statements'
import { validAnswers } from './testing/fixtures'

const CONFIRMATION = /^CBA-[2-9]{4}-[A-HJKMNP-Z]{2}$/

describe.each(databaseKinds())('POST /api/enrollments on %s', (kind) => {
  let open: OpenDatabase
  let deps: EnrollmentApiDeps
  const sealer = createSealer(randomBytes(32))
  let hmo: string
  let answers: EnrollmentAnswers

  beforeAll(async () => {
    open = await openPlanDatabase(kind)
    deps = { db: async () => open.db, sealer: () => sealer, findPlan: enrollmentPlanBySlug }
    const [row] = await open.db
      .select({ slug: plans.slug })
      .from(plans)
      .where(and(eq(plans.year, 2026), eq(plans.planType, 'HMO')))
      .orderBy(plans.slug)
      .limit(1)
    hmo = row!.slug
    const plan = (await enrollmentPlanBySlug(hmo, open.db))!
    answers = validAnswers(plan, {
      isMoving: true,
      dateOfMove: { month: '9', day: '15', year: '2025' },
    })
  })
  afterAll(() => open?.close())

  // The API's answer: a confirmation number, or the error of docs ARCHITECTURE "Plan data".
  type EnrollmentAnswer = {
    confirmationNumber: string
    error: { code: string; message: string; fields: Record<string, string> }
  }
  const post = async (body: unknown, { key = randomUUID() as string | null, lang = 'en' } = {}) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'accept-language': lang,
    }
    if (key) headers['idempotency-key'] = key
    const response = await handleEnrollmentPost(
      new Request('http://test/api/enrollments', {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      deps,
    )
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as EnrollmentAnswer,
    }
  }
  const count = async () =>
    (await open.db.select({ n: sql<number>`count(*)::int` }).from(enrollmentApplications))[0]!.n
  // Another person (tests of separate applications use their own Medicare number).
  let people = 0
  const person = () => {
    people += 1
    return {
      ...answers,
      medicareNumber: `1EG${Math.floor(people / 100) % 10}TE5MK${String(people % 100).padStart(2, '0')}`,
    }
  }

  it('requires an Idempotency-Key holding a UUID', async () => {
    expect((await post(answers, { key: null })).body.error.code).toBe('idempotency_key_required')
    expect((await post(answers, { key: 'retry-1' })).status).toBe(400)
  })

  it('answers bad JSON and wrong types with a 400, never a 500', async () => {
    expect(await post('{"selectedPlan":')).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_json' } },
    })
    expect(await post([answers])).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_json' } },
    })
    const wrongTypes = await post({
      ...answers,
      firstName: 42,
      dateOfBirth: 'April',
      ethnicity: 'cuban',
      isMoving: 'yes',
    })
    expect(wrongTypes.status).toBe(400)
    expect(Object.keys(wrongTypes.body.error.fields)).toEqual(
      expect.arrayContaining(['firstName', 'dateOfBirth', 'ethnicity', 'isMoving']),
    )
    expect(
      (await post({ ...answers, selectedPlan: 'no-such-plan-2026' })).body.error.fields,
    ).toEqual({
      selectedPlan: 'Please fill out this field to continue',
    })
  })

  it('names each bad field with the spec 5.1 message in the visitor’s language', async () => {
    const bad = {
      ...answers,
      medicareNumber: '1EG4-TE5',
      zipcode: '3312',
      email: 'rosa@',
      primaryPhoneNumber: '555-0134',
      dateOfBirth: { month: '4', day: '27', year: '58' },
    }
    const en = await post(bad)
    expect(en.status).toBe(400)
    expect(en.body.error).toMatchObject({
      code: 'validation_failed',
      message: '*Please fill in all required fields before continuing.',
      fields: {
        medicareNumber: 'Please enter an 11-character Medicare number',
        zipcode: 'Please enter a 5-digit ZIP code',
        email: 'Please enter a valid email address',
        primaryPhoneNumber: 'Please enter a valid phone number',
        'dateOfBirth.year': 'Please enter a valid year',
      },
    })
    const es = await post(bad, { lang: 'es-MX,es;q=0.9' })
    expect(es.body.error.fields).toMatchObject({
      medicareNumber: 'Ingrese un número de Medicare de 11 caracteres',
      zipcode: 'Ingrese un código postal de 5 dígitos',
      email: 'Ingrese una dirección de correo electrónico válida',
      primaryPhoneNumber: 'Ingrese un número de teléfono válido',
      'dateOfBirth.year': 'Ingrese un año válido',
    })
    expect(JSON.stringify(es.body)).not.toContain('1EG4')
  })

  it("refuses a home ZIP outside the plan's service area with a 400 in the visitor's language, and stores nothing", async () => {
    const miami = 'ceiba-core-hmo-miami-2026'
    const zips = await serviceAreaZips(miami, open.db)
    expect(zips).toContain('33125') // Miami-Dade
    expect(zips).not.toContain('70112') // New Orleans (Orleans Parish)
    const newOrleans = {
      ...validAnswers((await enrollmentPlanBySlug(miami, open.db))!),
      permanentAddressLine1: '1300 Perdido St',
      city: 'New Orleans',
      state: 'LA',
      zipcode: '70112',
    }
    const before = await count()
    const en = await post(newOrleans)
    expect(en).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          fields: { zipcode: expect.stringMatching(/^Sorry, we're not in your area yet! /) },
        },
      },
    })
    expect(Object.keys(en.body.error.fields)).toEqual(['zipcode'])
    const es = await post(newOrleans, { lang: 'es-MX' })
    expect(es.body.error.fields.zipcode).toMatch(/^¡Lo sentimos, aún no estamos en su área! /)
    expect(await count()).toBe(before)
    // The same applicant at a Miami address is accepted.
    expect(
      (await post({ ...newOrleans, city: 'Miami', state: 'FL', zipcode: '33125' })).status,
    ).toBe(201)
  })

  it('stores the application once, with health information sealed, and answers with a readable number', async () => {
    const before = await count()
    const key = randomUUID()
    const first = await post(answers, { key })
    expect(first.status).toBe(201)
    expect(first.body.confirmationNumber).toMatch(CONFIRMATION)

    const result: unknown = await open.db.execute(
      sql`select * from enrollment_applications where idempotency_key = ${key}`,
    )
    const row = Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]
    const stored = JSON.stringify(row)
    for (const secret of ['1EG4TE5MK73', '1EG4-TE5-MK73', '1958-04-27', '"1958"', 'hasESRD'])
      expect(stored).not.toContain(secret)
    expect(stored).toContain('Delgado') // the rest is plain, for the enrollment team
    const [sealed] = await open.db
      .select()
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.idempotencyKey, key))
    expect(sealer.open(sealed!.medicareNumberSealed, 'medicare_number')).toBe('1EG4TE5MK73')
    expect(sealer.open(sealed!.dateOfBirthSealed, 'date_of_birth')).toBe('1958-04-27')
    expect(JSON.parse(sealer.open(sealed!.healthAnswersSealed, 'health_answers'))).toMatchObject({
      hasESRD: 'no',
    })
    expect(() => sealer.open(sealed!.medicareNumberSealed, 'date_of_birth')).toThrow()
    expect(sealed).toMatchObject({
      planSlug: hmo,
      planYear: 2026,
      locale: 'en-us',
      submittedBy: 'self',
      medicaidNumberSealed: null,
      // Which signing statements were shown: with the locale, the exact text.
      statementsVersion: STATEMENTS_VERSION,
    })
    const periods = await open.db
      .select()
      .from(enrollmentSpecialPeriods)
      .where(eq(enrollmentSpecialPeriods.applicationId, sealed!.id))
    expect(periods.map((p) => [p.period, p.eventDate]).sort()).toEqual([
      ['aepPeriod', null],
      ['isMoving', '2025-09-15'],
    ])

    const retry = await post(answers, { key })
    expect(retry).toMatchObject({
      status: 200,
      body: { confirmationNumber: first.body.confirmationNumber },
    })
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await count()).toBe(before + 1)
  })

  it('refuses a reused key with different answers', async () => {
    const key = randomUUID()
    const someone = person()
    expect((await post(someone, { key })).status).toBe(201)
    const other = await post({ ...someone, firstName: 'Marta' }, { key })
    expect(other).toMatchObject({
      status: 409,
      body: { error: { code: 'idempotency_key_reused' } },
    })
  })

  it('stores one application when the same request races itself', async () => {
    const before = await count()
    const key = randomUUID()
    const someone = person()
    const results = await Promise.all(Array.from({ length: 6 }, () => post(someone, { key })))
    expect(new Set(results.map((r) => r.body.confirmationNumber)).size).toBe(1)
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(await count()).toBe(before + 1)
  })

  it('stores a second application for the same Medicare number and plan, linked to the first, and reveals nothing of it', async () => {
    const someone = person()
    const first = await post(someone)
    expect(first.status).toBe(201)
    // A helper correcting a mistake, or someone else holding the number: other answers, another key.
    const second = await post({
      ...someone,
      firstName: 'Marta',
      primaryPhoneNumber: '305-555-0188',
    })
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('false')
    expect(second.body.confirmationNumber).toMatch(CONFIRMATION)
    expect(second.body.confirmationNumber).not.toBe(first.body.confirmationNumber)
    expect(JSON.stringify(second.body)).not.toContain(first.body.confirmationNumber)
    const rows = await open.db
      .select({
        id: enrollmentApplications.id,
        number: enrollmentApplications.confirmationNumber,
        duplicateOf: enrollmentApplications.duplicateOf,
        answers: enrollmentApplications.answers,
      })
      .from(enrollmentApplications)
      .where(
        sql`${enrollmentApplications.confirmationNumber} in (${first.body.confirmationNumber}, ${second.body.confirmationNumber})`,
      )
    const firstRow = rows.find((r) => r.number === first.body.confirmationNumber)!
    const secondRow = rows.find((r) => r.number === second.body.confirmationNumber)!
    expect(firstRow.duplicateOf).toBeNull()
    expect(secondRow.duplicateOf).toBe(firstRow.id)
    expect(secondRow.answers).toMatchObject({ firstName: 'Marta' })
    // Only a true retry (the same key, the same answers) gets a stored number back.
    const third = await post({ ...someone, firstName: 'Marta', primaryPhoneNumber: '305-555-0188' })
    expect(third.body.confirmationNumber).not.toBe(second.body.confirmationNumber)
  })

  it('gives every application its own number', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 15 }, () =>
        post(person()).then((r) => r.body.confirmationNumber as string),
      ),
    )
    expect(new Set(numbers).size).toBe(15)
  })

  it('answers 503 without logging anything typed when the database is down', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const down: EnrollmentApiDeps = {
      ...deps,
      db: async () =>
        Promise.reject(
          Object.assign(new Error(`connect ECONNREFUSED ${answers.medicareNumber}`), {
            code: 'ECONNREFUSED',
          }),
        ),
    }
    const response = await handleEnrollmentPost(
      new Request('http://test/api/enrollments', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify(answers),
      }),
      down,
    )
    expect(response.status).toBe(503)
    expect(JSON.stringify(log.mock.calls)).not.toContain('1EG4')
    expect(JSON.stringify(log.mock.calls)).toContain('ECONNREFUSED')
    log.mockRestore()
  })
})
