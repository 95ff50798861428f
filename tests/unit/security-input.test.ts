import { describe, expect, it } from 'vitest'
import { isCrossSite } from '../../src/server/csrf.server'
import { refusal } from '../../src/server/endpoint-rules.server'
import { badJsonField, badUrlencodedField, checkQuery } from '../../src/server/request-guards'
import { disallowedMethod } from '../../src/server/method-rules.server'
import { malformedPayload } from '../../src/server/server-function-input.server'
import { leadSchema } from '../../src/features/leads/lead-schema'
import { emailSignupSchema } from '../../src/features/email-signup/email-signup-schema'
import { Route as Leads } from '../../src/routes/api/leads'

/**
 * Bad input is a 4xx, always. Ill-formed text (a lone UTF-16 surrogate, bytes
 * that are not UTF-8) is refused naming its field; server-function payloads Start cannot read
 * are 400; a method a path does not answer is 405 with Allow; an off-site Referer is cross-site.
 */
const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { method: 'POST', body, headers })
const json = { 'content-type': 'application/json' }
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const rulesOf = (route: { options: { server?: { middleware?: unknown } } }) =>
  ((route.options.server?.middleware as Array<{ endpointRules?: unknown }>) ?? []).find(
    (m) => m.endpointRules,
  )!.endpointRules as Parameters<typeof refusal>[1]

async function refused(request: Request) {
  const response = await refusal(request, rulesOf(Leads))
  return (
    response && {
      status: response.status,
      body: (await response.json()) as { error: { code: string; fields?: Record<string, string> } },
    }
  )
}

describe('ill-formed text', () => {
  it('a lone surrogate in a JSON body is a 400 naming the field', async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a browser sends it.
    const answer = await refused(
      post('/api/leads', JSON.stringify({ firstName: 'X\ud800Y', lastName: 'D' }), json),
    )
    expect(answer?.status).toBe(400)
    expect(answer?.body.error.code).toBe('invalid_characters')
    expect(Object.keys(answer?.body.error.fields ?? {})).toEqual(['firstName'])
    const low = await refused(post('/api/leads', '{"lastName":"\\udc00"}', json))
    expect(answer && low?.body.error.fields).toHaveProperty('lastName')
  })

  it('bytes that are not UTF-8 are a 400, not text with U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"firstName":"X'),
      Buffer.from([0xff]),
      Buffer.from('Y"}'),
    ])
    const answer = await refused(post('/api/leads', bytes, json))
    expect(answer?.status).toBe(400)
    expect(answer?.body.error.fields).toHaveProperty('firstName')
  })

  it('an encoded surrogate or a bad byte in a form or a query is refused by name', async () => {
    expect(
      (await refused(post('/api/leads', 'firstName=X%ED%A0%80Y&lastName=D', form)))?.body.error
        .fields,
    ).toHaveProperty('firstName')
    expect(badUrlencodedField('a=1&b=%FF')).toBe('b')
    expect(badUrlencodedField('a=caf%C3%A9+ni%C3%B1o&b=%F0%9D%95%8F')).toBeNull()
    expect(checkQuery('?zip=33125&q=%ED%A0%80')).toMatchObject({
      ok: false,
      status: 400,
      field: 'q',
    })
    expect(checkQuery('?q=caf%C3%A9')).toEqual({ ok: true })
  })

  it('names nested fields and keys; a well-formed pair (an emoji) passes', () => {
    expect(badJsonField({ a: [{ b: 'x' }, { c: 'y\ud83d' }] })).toBe('a.1.c')
    expect(badJsonField({ ['k\udfff']: 1 })).toBe('(name)')
    expect(badJsonField({ name: 'Rosa 𝕏 😀', n: 1, b: null })).toBeNull()
    expect(badJsonField({ name: 'Ros\ufffda' })).toBeNull()
    expect(badJsonField({ name: 'Ros\ufffda' }, true)).toBe('name')
  })

  it('the forms refuse it too, with the field message (zod on both sides)', () => {
    const lead = leadSchema.safeParse({
      firstName: 'X\ud800',
      lastName: 'D',
      phone: '3055550142',
      zipCode: '33125',
      language: 'es',
    })
    expect(lead.success).toBe(false)
    expect(lead.error?.issues.map((issue) => issue.path[0])).toEqual(['firstName'])
    expect(
      emailSignupSchema.safeParse({
        firstName: 'L',
        lastName: '\udc00',
        email: 'l@example.com',
        language: 'es',
      }).success,
    ).toBe(false)
  })
})

describe('server-function payloads', () => {
  const call = (payload: string | null) =>
    new Request(
      `http://site.test/_serverFn/abc${payload === null ? '' : `?payload=${encodeURIComponent(payload)}`}`,
    )
  it('{}, [], x and an empty payload are a 400; none or a real one passes', async () => {
    for (const payload of ['{}', '[]', 'x', '', 'null', '{"t":10}']) {
      const answer = await malformedPayload(call(payload))
      expect(answer?.status, payload).toBe(400)
      expect(((await answer!.json()) as { error: { code: string } }).error.code).toBe(
        'invalid_request',
      )
    }
    expect(await malformedPayload(call(null))).toBeNull()
    const { toJSONAsync } = await import('seroval')
    expect(
      await malformedPayload(call(JSON.stringify(await toJSONAsync({ data: { zip: '33125' } })))),
    ).toBeNull()
    const surrogate = JSON.stringify(await toJSONAsync({ data: { zip: '3\ud800' } }))
    expect((await malformedPayload(call(surrogate)))?.status).toBe(400)
  })
})

describe('methods', () => {
  it('the lead endpoint answers POST only; TRACE and other methods on a page are 405', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      expect(disallowedMethod(method, '/api/leads')).toEqual(['POST'])
    expect(disallowedMethod('POST', '/api/leads')).toBeNull()
    expect(disallowedMethod('TRACE', '/')).toEqual(['GET', 'HEAD'])
    expect(disallowedMethod('POST', '/find-a-plan/')).toEqual(['GET', 'HEAD'])
    // A page whose own form posts to it without JavaScript (decision 0024).
    expect(disallowedMethod('POST', '/es/solicitud-de-llamada/')).toBeNull()
    expect(disallowedMethod('POST', '/health-and-wellness/')).toBeNull()
    expect(disallowedMethod('POST', '/es/salud-y-bienestar/')).toBeNull()
    expect(disallowedMethod('POST', '/enroll-2026/')).toBeNull()
    expect(disallowedMethod('POST', '/')).toEqual(['GET', 'HEAD'])
    expect(disallowedMethod('POST', '/es/encontrar-un-plan/')).toEqual(['GET', 'HEAD'])
    expect(disallowedMethod('PUT', '/health-and-wellness/')).toEqual(['GET', 'HEAD', 'POST'])
    expect(disallowedMethod('DELETE', '/api/plans/some-plan')).toEqual(['GET', 'HEAD'])
    expect(disallowedMethod('POST', '/api/zip/33125/counties')).toEqual(['GET', 'HEAD'])
    expect(disallowedMethod('GET', '/api/leads')).toBeNull()
    expect(disallowedMethod('POST', '/api/plan-fit')).toBeNull()
    // An unknown API path keeps its 404 for the usual methods.
    expect(disallowedMethod('PUT', '/api/nothing-here')).toBeNull()
  })
})

describe('an off-site Referer without Origin', () => {
  const site = 'https://www.ceibahealth.example'
  it('is cross-site; the site’s own pages and no headers at all pass', () => {
    expect(
      isCrossSite(post('/api/leads', null, { referer: 'https://evil.example/form' }), site),
    ).toBe(true)
    expect(isCrossSite(post('/api/leads', null, { referer: 'not a url' }), site)).toBe(true)
    expect(isCrossSite(post('/api/leads', null, { referer: `${site}/request-call/` }), site)).toBe(
      false,
    )
    expect(
      isCrossSite(
        post('/api/leads', null, { referer: 'http://site.test/es/solicitar-llamada/' }),
        site,
      ),
    ).toBe(false)
    expect(isCrossSite(post('/api/leads', null), site)).toBe(false)
  })
})
