import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { enrollmentApplications, enrollmentDrafts } from '../../../db/schema/enrollments.ts'
import { databaseKinds } from '../../../tests/support/databases'
import { openPlanDatabase } from '../../../tests/support/plan-database'
import { createSealer } from '~/server/crypto.server'
import { logger } from '~/server/logger.server'
import type { EnrollmentAnswers } from './answers-shape'
import { handleEnrollmentFormPost, type FormPostDeps } from './enrollment-form-post.server'
import { enrollmentFormPost } from './enrollment-form-route.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'
import { STEP_PARAMS } from './enroll-search'
import { enrollmentPlanBySlug } from './service-area.server'
import { STEP_FIELDS, STEPS, type EnrollmentPlan, type FormStepId } from './steps'
import { validAnswers } from './testing/fixtures'

/** A step's answers as its HTML form posts them: the controls' names and values (form-answers.ts reads them back). */
function formOf(
  step: FormStepId,
  answers: EnrollmentAnswers,
  extra: Record<string, string>,
): URLSearchParams {
  const body = new URLSearchParams(extra)
  for (const name of STEP_FIELDS[step]) {
    const value = answers[name]
    if (typeof value === 'boolean') {
      if (value) body.append(name, 'on')
    } else if (Array.isArray(value)) value.forEach((item) => body.append(name, item))
    else if (typeof value === 'object')
      for (const [part, text] of Object.entries(value)) body.append(`${name}.${part}`, text)
    else body.append(name, value)
  }
  return body
}

describe.each(databaseKinds())('the enrollment posted without JavaScript on %s', (kind) => {
  let open: OpenDatabase
  let deps: FormPostDeps
  const sealer = createSealer(randomBytes(32))
  let dsnp: EnrollmentPlan

  beforeAll(async () => {
    open = await openPlanDatabase(kind)
    deps = {
      db: async () => open.db,
      sealer: () => sealer,
      findPlan: enrollmentPlanBySlug,
      secure: true,
    }
    dsnp = (await enrollmentPlanBySlug('ceiba-dual-choice-d-snp-miami-2025', open.db))!
  })
  afterAll(() => open?.close())

  /** A browser without JavaScript: it keeps the cookie it is given and follows each 303 with a GET. */
  function browser(lang: 'en' | 'es' = 'en') {
    let cookie = ''
    const base = lang === 'en' ? '/enroll-2025/' : '/es/inscribirse-2025/'
    return {
      async post(step: (typeof STEPS)[number], body: URLSearchParams, plan = dsnp.slug) {
        body.set('step', STEP_PARAMS[lang][STEPS.indexOf(step)]!)
        const request = new Request(`https://site.test${base}?plan=${plan}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(cookie ? { cookie } : {}),
          },
          body,
        })
        const response = await handleEnrollmentFormPost(request, lang, '2025', deps)
        const set = response.headers.get('set-cookie')
        if (set) cookie = set.split(';')[0]!
        return {
          status: response.status,
          location: response.headers.get('location') ?? '',
          setCookie: set ?? '',
        }
      },
      get cookie() {
        return cookie
      },
    }
  }
  const applications = async () =>
    (await open.db.select({ n: sql<number>`count(*)::int` }).from(enrollmentApplications))[0]!.n

  it('runs the wizard machine step by step through Medicaid, a move, a representative and payment, and stores one application', async () => {
    const logs = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(logger, level),
    )
    const person: EnrollmentAnswers = validAnswers(dsnp, {
      medicareNumber: '2FH5-UF6-NP84',
      enrolledStateMedicaid: 'yes',
      medicaidNumber: 'FL0099887766',
      medicaidLevel: 'FBDE',
      isMoving: true,
      dateOfMove: { month: '9', day: '15', year: '2025' },
      relationshipToPersonListed: 'authorizedRepresentative',
      authorizedPersonName: 'Carmen Quintero',
      authorizedPersonRelationship: 'Daughter',
      authorizedPersonPhoneNumber: '786-555-0188',
      authorizedPersonEmailAddress: 'carmen@example.com',
      authorizedPersonAddressLine1: '88 SW 8th St',
      signature: 'Carmen Quintero',
      differentMailingAddress: true,
      mailingAddressLine1: 'PO Box 4410',
      mailingCity: 'Miami',
      mailingState: 'FL',
      mailingZipcode: '33101',
    })
    const b = browser()
    const before = await applications()
    // A blank step: back to the same step, at its problems; nothing stored yet.
    const blank = await b.post('personal', new URLSearchParams({ action: 'next' }))
    expect(blank).toMatchObject({
      status: 303,
      location: `/enroll-2025/?plan=${dsnp.slug}&step=personal#problems`,
    })
    expect(blank.setCookie).toMatch(
      /^ceiba_enrollment=[\w-]{43}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict; Secure$/,
    )
    const locations: string[] = [blank.location]
    for (const [step, next] of [
      ['personal', 'other-coverage'],
      ['otherCoverage', 'options'],
      ['options', 'signature'],
      ['signature', 'payment'],
      ['payment', 'review'],
    ] as const) {
      const answer = await b.post(step, formOf(step, person, { action: 'next' }))
      locations.push(answer.location)
      expect(answer.location).toBe(`/enroll-2025/?plan=${dsnp.slug}&step=${next}`)
    }
    // Previous from the review, then back again: nothing is lost.
    expect((await b.post('review', new URLSearchParams({ action: 'previous' }))).location).toMatch(
      /step=payment$/,
    )
    expect(
      (await b.post('payment', formOf('payment', person, { action: 'next' }))).location,
    ).toMatch(/step=review$/)
    // Edit from the review returns to the review.
    expect(
      (await b.post('review', new URLSearchParams({ action: 'edit:otherCoverage' }))).location,
    ).toMatch(/step=other-coverage$/)
    expect(
      (
        await b.post(
          'otherCoverage',
          formOf('otherCoverage', { ...person, isVeteran: 'yes' }, { action: 'next' }),
        )
      ).location,
    ).toMatch(/step=review$/)

    // Between steps the draft is sealed: no answer is stored in clear.
    const drafts = JSON.stringify(await open.db.select().from(enrollmentDrafts))
    for (const secret of ['2FH5', 'FL0099', '1958', 'Carmen', 'PO Box'])
      expect(drafts).not.toContain(secret)

    const submitted = await b.post('review', new URLSearchParams({ action: 'submit' }))
    expect(submitted).toMatchObject({ status: 303, location: '/enroll-2025/confirmation/' })
    expect(await applications()).toBe(before + 1)
    const [stored] = await open.db
      .select()
      .from(enrollmentApplications)
      .orderBy(sql`${enrollmentApplications.submittedAt} desc`)
      .limit(1)
    expect(stored!.answers).toMatchObject({
      authorizedPersonName: 'Carmen Quintero',
      mailingAddressLine1: 'PO Box 4410',
      isVeteran: 'yes',
      relationshipToPersonListed: 'authorizedRepresentative',
    })
    expect(JSON.parse(sealer.open(stored!.healthAnswersSealed, 'health_answers'))).toMatchObject({
      medicaidLevel: 'FBDE',
    })
    // A resubmit (Back, then Submit again) files nothing more: the answers are gone with the draft.
    const again = await b.post('review', new URLSearchParams({ action: 'submit' }))
    expect(again.location).toMatch(/step=personal/)
    expect(await applications()).toBe(before + 1)

    for (const location of [...locations, submitted.location])
      expect(location).not.toMatch(/2FH5|FL0099|1958|Carmen/)
    expect(JSON.stringify(logs.map((log) => log.mock.calls))).not.toMatch(/2FH5|FL0099|1958|Carmen/)
    logs.forEach((log) => log.mockRestore())
  })

  it('keeps every answer of a refused step, in Spanish addresses', async () => {
    const b = browser('es')
    const person = validAnswers(dsnp, { primaryPhoneNumber: '123', firstName: 'Ana' })
    const answer = await b.post('personal', formOf('personal', person, { action: 'next' }))
    expect(answer.location).toBe(
      `/es/inscribirse-2025/?plan=${dsnp.slug}&step=datos-personales#problems`,
    )
    // The page is rendered from the draft: the refused value and the rest are there.
    const fixed = await b.post(
      'personal',
      formOf('personal', { ...person, primaryPhoneNumber: '305-555-0134' }, { action: 'next' }),
    )
    expect(fixed.location).toMatch(/step=otra-cobertura$/)
  })

  it('answers bad input with a page: a forged cookie, an unknown plan, a body that is not a form, a made-up button', async () => {
    const forged = await handleEnrollmentFormPost(
      new Request(`https://site.test/enroll-2025/?plan=${dsnp.slug}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `ceiba_enrollment=${'A'.repeat(43)}`,
        },
        body: new URLSearchParams({ step: 'personal', action: 'next' }),
      }),
      'en',
      '2025',
      deps,
    )
    expect(forged).toMatchObject({ status: 303 })
    expect(forged.headers.get('location')).toMatch(/step=personal#problems$/)
    const unknown = await browser().post(
      'personal',
      new URLSearchParams({ action: 'next' }),
      'no-such-plan-2025',
    )
    expect(unknown).toMatchObject({ status: 303, location: '/enroll-2025/?plan=no-such-plan-2025' })
    const json = await handleEnrollmentFormPost(
      new Request(`https://site.test/enroll-2025/?plan=${dsnp.slug}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"firstName":',
      }),
      'en',
      '2025',
      deps,
    )
    expect(json.status).toBe(303)
    const madeUp = await browser().post('personal', new URLSearchParams({ action: 'edit:nowhere' }))
    expect(madeUp.location).toMatch(/step=personal$/)
  })
})

describe('the enrollment page’s POST refused by its rules', () => {
  const rules = {
    rateLimit: perHour(`enrollmentFormTest-${randomBytes(6).toString('hex')}`, 2),
    body: { types: ['form'] as const, limit: 64 * KB },
  }
  const post = (
    body: BodyInit,
    type = 'application/x-www-form-urlencoded',
    lang: 'en' | 'es' = 'en',
  ) =>
    enrollmentFormPost(
      new Request('https://site.test/enroll-2026/?plan=ceiba-core-hmo-miami-2026', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      }),
      lang,
      '2026',
      { ...rules, rateLimit: undefined },
    )

  it('answers an oversized body, another media type or a NUL byte with the error page of the person’s language, never JSON or a 5xx', async () => {
    for (const response of [
      await post(`firstName=${'a'.repeat(70 * KB)}`),
      await post('{"firstName":"Rosa"}', 'application/json'),
      await post('firstName=Ro%00sa'),
    ]) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/enroll-2026/error/')
      expect(response.headers.get('content-type')).toBeNull()
    }
    expect((await post('x', 'multipart/form-data; boundary=x', 'es')).headers.get('location')).toBe(
      '/es/inscribirse-2026/error/',
    )
  })

  it('sends a person over the rate limit to the same page', async () => {
    const limited = () =>
      enrollmentFormPost(
        new Request('https://site.test/enroll-2026/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        'en',
        '2026',
        rules,
      )
    const log = vi.spyOn(logger, 'info')
    const answers = [await limited(), await limited(), await limited()]
    expect(answers.map((a) => [a.status, a.headers.get('location')])).toEqual(
      Array(3).fill([303, '/enroll-2026/error/']),
    )
    // The first two are refused for their media type, the third by the limit before it is read.
    const refused = log.mock.calls
      .map(([fields]) => fields as { code?: string; status?: number })
      .filter((f) => f.code === 'enrollment_form_refused')
    expect(refused.map((f) => f.status)).toEqual([415, 415, 429])
    log.mockRestore()
  })
})
