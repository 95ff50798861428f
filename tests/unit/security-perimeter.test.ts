import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import {
  deriveSigningKey,
  signPreviewToken,
  verifyPreviewToken,
} from '../../src/content/preview-token'
import {
  FORM_COOKIE,
  formCookieFrom,
  formTokenFor,
  isCrossSite,
  isValidFormToken,
  newFormCookieValue,
} from '../../src/server/csrf.server'
import { createLogger, safeError } from '../../src/server/logger.server'
import {
  checkPath,
  checkQuery,
  jsonHasControlCharacters,
  KB,
  sameSiteLocation,
} from '../../src/server/request-guards'
import { refusal, type EndpointRules } from '../../src/server/endpoint-rules.server'
import { SERVER_FUNCTION_RULES } from '../../src/server/request-pipeline.server'
import { Route as Enrollments } from '../../src/routes/api/enrollments'
import { Route as Leads } from '../../src/routes/api/leads'
import { Route as EmailSignups } from '../../src/routes/api/email-signups'
import { contentSecurityPolicy, withSecurityHeaders } from '../../src/server/security-headers'
import { isTestPagePath } from '../../src/server/test-routes'
import { parseConfig } from '../../src/server/config.server'
// @ts-expect-error: a plain script without types
import { previewToken as scriptToken } from '../../scripts/preview-link.mjs'

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { method: 'POST', body, headers })

describe('headers on every response', () => {
  it('a page: nonce-based script policy, no plugins, no <base>, no framing, no HSTS outside production', () => {
    const response = withSecurityHeaders(new Response('<p>hi</p>'), '/find-a-plan/', {
      nonce: 'abc123==',
      production: false,
    })
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'nonce-abc123==' 'strict-dynamic'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it("a cached page: only its stored inline script hashes and the site's own files, no nonce", () => {
    const csp = contentSecurityPolicy('/about-us/', {
      nonce: 'fresh==',
      scriptHashes: ["'sha256-abc='", "'sha256-def='"],
      production: false,
    })
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=';")
    expect(csp).not.toContain('nonce-')
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toMatch(
      /unsafe-inline|strict-dynamic/,
    )
  })

  it('production adds HSTS; a static file (no nonce) may run no script at all', () => {
    const response = withSecurityHeaders(new Response('body{}'), '/assets/app.css', {
      production: true,
    })
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none';/)
  })

  it('only the slice simulator may be framed, and only by Slice Machine', () => {
    for (const path of ['/slice-simulator/', '/es/slice-simulator/']) {
      const response = withSecurityHeaders(new Response(''), path, {
        nonce: 'n',
        production: false,
        sliceMachineOrigin: 'http://localhost:9999',
      })
      expect(response.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' http://localhost:9999",
      )
      expect(response.headers.get('x-frame-options')).toBeNull()
    }
    expect(
      contentSecurityPolicy('/slice-simulator-evil/', { nonce: 'n', production: false }),
    ).toContain("frame-ancestors 'none'")
  })

  it('a 304 carries no policy, so the browser keeps the one stored with the page and its nonce', () => {
    const notModified = withSecurityHeaders(new Response(null, { status: 304 }), '/about-us/', {
      nonce: 'fresh==',
      production: false,
    })
    expect(notModified.headers.get('content-security-policy')).toBeNull()
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff')
    const development = withSecurityHeaders(new Response(null, { status: 304 }), '/about-us/', {
      nonce: 'fresh==',
      production: false,
      development: true,
    })
    expect(development.headers.get('content-security-policy-report-only')).toBeNull()
  })

  it('copies a response whose headers cannot change (a fetched one)', () => {
    const frozen = Response.redirect('http://site.test/x/', 308)
    const out = withSecurityHeaders(frozen, '/x', { nonce: 'n', production: false })
    expect(out.headers.get('content-security-policy')).toContain("'nonce-n'")
    expect(out.status).toBe(308)
  })
})

describe('URLs', () => {
  it.each([
    ['//evil.example', 404],
    ['/\\evil.example', 404],
    ['/%5Cevil.example/', 404],
    ['/find-a-plan/%3Cscript%3E/', 404],
    ['/api/zip//counties', 404],
    ['/api/formulary/drugs/', 404],
    ['/find-a-plan/%E0%A4%A/', 404],
    ['/resources/a%00b/', 400],
    [`/${'a'.repeat(2000)}/`, 414],
  ])('path %# answers %i before any route runs', (raw, status) => {
    const verdict = checkPath(raw, new URL(`http://x${raw.replace('\\', '%5C')}`).pathname)
    expect(verdict).toMatchObject({ ok: false, status })
  })

  it.each([
    '/',
    '/find-a-plan/',
    '/es/encontrar-un-plan/miami-dade-es/',
    '/enroll-2026/',
    '/api/providers',
    '/_serverFn/abc123',
    '/assets/index-AbC_1.js',
    '/documents/x.pdf',
  ])('%s passes', (path) => expect(checkPath(path, path)).toEqual({ ok: true }))

  it('refuses control characters in any query value or name, keeps tabs and ordinary text', () => {
    expect(checkQuery('?q=a%00b')).toMatchObject({ ok: false, status: 400 })
    expect(checkQuery('?specialty=%1F')).toMatchObject({ ok: false, status: 400 })
    expect(checkQuery('?a%07=1')).toMatchObject({ ok: false, status: 400 })
    expect(checkQuery('?q=caf%C3%A9%09ni%C3%B1o&zip=33101')).toEqual({ ok: true })
  })

  it('a Location never leaves the site, whatever Host the request named', () => {
    const forged = new URL('http://evil.example/')
    expect(
      sameSiteLocation(
        'http://evil.example/find-a-plan/',
        forged,
        'https://www.ceibahealth.example',
      ),
    ).toBe('/find-a-plan/')
    expect(
      sameSiteLocation('//evil.example/', new URL('http://site.test/'), 'https://site.test'),
    ).toBe('/')
    expect(
      sameSiteLocation('/\\evil.example/', new URL('http://site.test/'), 'https://site.test'),
    ).toBe('/')
    expect(
      sameSiteLocation(
        'https://other.example/x',
        new URL('http://site.test/'),
        'https://site.test',
      ),
    ).toBe('/')
    expect(
      sameSiteLocation(
        'https://www.ceibahealth.example/es/?a=1#b',
        new URL('http://127.0.0.1:3000/'),
        'https://www.ceibahealth.example',
      ),
    ).toBe('/es/?a=1#b')
  })

  it('by default test pages are off, rate limits at their documented values, and a short secret is refused', () => {
    const defaults = parseConfig({})
    expect(defaults.ENABLE_TEST_PAGES).toBe('0')
    expect(defaults.RATE_LIMIT_SCALE).toBe(1)
    expect(() => parseConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/)
    expect(() => parseConfig({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET/)
  })

  it('test pages are known by path in both languages', () => {
    expect(isTestPagePath('/test-errors/loader/')).toBe(true)
    expect(isTestPagePath('/es/test-lead-form/')).toBe(true)
    expect(isTestPagePath('/test-lead-form/submit-lead/')).toBe(true)
    expect(isTestPagePath('/testimonials/')).toBe(false)
  })
})

/** The rules a route declared beside itself (its `endpointRules` middleware), without its rate limit. */
function bodyRulesOf(route: { options: unknown }): EndpointRules {
  const middleware =
    (route.options as { server?: { middleware?: { endpointRules?: EndpointRules }[] } }).server
      ?.middleware ?? []
  const rules = middleware.find((item) => item.endpointRules)?.endpointRules
  if (!rules) throw new Error('the route declares no endpoint rules')
  return { body: rules.body }
}

describe('bodies, by the rules each endpoint declares beside its route', () => {
  const json = { 'content-type': 'application/json' }
  const status = async (response: Promise<Response | null>) => (await response)?.status ?? 'passes'
  const code = async (response: Promise<Response | null>) =>
    ((await (await response)?.json()) as { error: { code: string } } | undefined)?.error.code

  it('JSON endpoints take only application/json (415), text/plain JSON included', async () => {
    const body = '{"email":"a@example.com"}'
    expect(
      await status(
        refusal(
          post('/api/email-signups', body, { 'content-type': 'text/plain' }),
          bodyRulesOf(EmailSignups),
        ),
      ),
    ).toBe(415)
    expect(
      await status(
        refusal(
          post('/api/enrollments', body, { 'content-type': 'multipart/form-data' }),
          bodyRulesOf(Enrollments),
        ),
      ),
    ).toBe(415)
    expect(
      await status(
        refusal(
          post('/api/leads', 'x', { 'content-type': 'multipart/form-data' }),
          bodyRulesOf(Leads),
        ),
      ),
    ).toBe(415)
    expect(
      await status(
        refusal(
          post('/api/leads', 'firstName=Rosa', {
            'content-type': 'application/x-www-form-urlencoded',
          }),
          bodyRulesOf(Leads),
        ),
      ),
    ).toBe('passes')
    expect(
      await status(refusal(post('/api/email-signups', body, json), bodyRulesOf(EmailSignups))),
    ).toBe('passes')
  })

  it("a body over its endpoint's limit is a 413, declared or streamed; an application may be four times a signup", async () => {
    const over16 = `{"x":"${'a'.repeat(16 * KB)}"}`
    expect(
      await status(refusal(post('/api/email-signups', over16, json), bodyRulesOf(EmailSignups))),
    ).toBe(413)
    expect(
      await status(refusal(post('/api/enrollments', over16, json), bodyRulesOf(Enrollments))),
    ).toBe('passes')
    expect(
      await status(
        refusal(
          post('/api/enrollments', `{"x":"${'a'.repeat(64 * KB)}"}`, json),
          bodyRulesOf(Enrollments),
        ),
      ),
    ).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 100; i += 1)
          controller.enqueue(new TextEncoder().encode('a'.repeat(1024)))
        controller.close()
      },
    })
    const chunked = new Request('http://site.test/api/leads', {
      method: 'POST',
      body: stream,
      headers: json,
      duplex: 'half',
    } as RequestInit)
    expect(await status(refusal(chunked, bodyRulesOf(Leads)))).toBe(413)
  })

  it('the handler still reads the body the rules read', async () => {
    const request = post('/api/leads', '{"firstName":"Rosa"}', json)
    expect(await refusal(request, bodyRulesOf(Leads))).toBeNull()
    expect(await request.json()).toEqual({ firstName: 'Rosa' })
  })

  it('a NUL byte or another control character anywhere in a body is a 400', async () => {
    expect(
      await code(
        refusal(
          post('/api/leads', JSON.stringify({ firstName: 'Ro\u0000sa' }), json),
          bodyRulesOf(Leads),
        ),
      ),
    ).toBe('invalid_characters')
    expect(
      await status(
        refusal(
          post('/api/leads', 'firstName=Ro%00sa', {
            'content-type': 'application/x-www-form-urlencoded',
          }),
          bodyRulesOf(Leads),
        ),
      ),
    ).toBe(400)
    expect(jsonHasControlCharacters({ a: [{ b: 'x\u001by' }] })).toBe(true)
    expect(jsonHasControlCharacters({ ['k\u0000']: 1 })).toBe(true)
    expect(jsonHasControlCharacters({ a: 'line\nbreak\tand tab', n: 1, b: null })).toBe(false)
  })

  it('bad JSON is a 400; a server function call without arguments passes', async () => {
    expect(
      await code(refusal(post('/api/enrollments', '{"a":', json), bodyRulesOf(Enrollments))),
    ).toBe('invalid_json')
    expect(
      await status(refusal(post('/_serverFn/abc', null), { body: SERVER_FUNCTION_RULES.body })),
    ).toBe('passes')
    expect(
      await status(
        refusal(post('/_serverFn/abc', '{}', { 'content-type': 'text/plain' }), {
          body: SERVER_FUNCTION_RULES.body,
        }),
      ),
    ).toBe(415)
  })
})

describe('cross-site requests', () => {
  const site = 'https://www.ceibahealth.example'
  it('refuses another origin or a cross-site fetch; passes same-origin and header-less clients', () => {
    expect(isCrossSite(post('/api/leads', null, { origin: 'https://evil.example' }), site)).toBe(
      true,
    )
    expect(isCrossSite(post('/api/leads', null, { origin: 'null' }), site)).toBe(true)
    expect(isCrossSite(post('/api/leads', null, { 'sec-fetch-site': 'cross-site' }), site)).toBe(
      true,
    )
    expect(
      isCrossSite(
        post('/api/leads', null, {
          origin: 'https://shop.ceibahealth.example',
          'sec-fetch-site': 'same-site',
        }),
        site,
      ),
    ).toBe(true)
    expect(
      isCrossSite(
        post('/api/leads', null, { origin: 'http://site.test', 'sec-fetch-site': 'same-origin' }),
        site,
      ),
    ).toBe(false)
    expect(isCrossSite(post('/api/leads', null, { origin: site }), site)).toBe(false)
    expect(isCrossSite(post('/api/leads', null), site)).toBe(false)
  })

  it('the form token is bound to the browser cookie and signed', () => {
    const key = deriveSigningKey('k'.repeat(40), 'form token')
    const cookie = newFormCookieValue()
    const token = formTokenFor(cookie, key)
    expect(isValidFormToken(token, cookie, key)).toBe(true)
    expect(isValidFormToken(token, newFormCookieValue(), key)).toBe(false)
    expect(isValidFormToken(token, cookie, deriveSigningKey('other'.repeat(8), 'form token'))).toBe(
      false,
    )
    expect(isValidFormToken(token, undefined, key)).toBe(false)
    expect(isValidFormToken(undefined, cookie, key)).toBe(false)
    expect(formCookieFrom(post('/', null, { cookie: `a=1; ${FORM_COOKIE}=${cookie}` }))).toBe(
      cookie,
    )
    expect(formCookieFrom(post('/', null, { cookie: `${FORM_COOKIE}=%E0%A4` }))).toBeUndefined()
  })
})

describe('preview tokens', () => {
  const key = deriveSigningKey('s'.repeat(40), 'preview token')
  const later = new Date(Date.now() + 60_000)

  it('open their ref until they expire, and only with the right key', () => {
    const token = signPreviewToken(key, 'embedded-preview', later)
    expect(verifyPreviewToken(key, token)?.ref).toBe('embedded-preview')
    expect(verifyPreviewToken(key, token, new Date(later.getTime() + 1000))).toBeNull()
    expect(verifyPreviewToken(deriveSigningKey('t'.repeat(40), 'preview token'), token)).toBeNull()
    expect(verifyPreviewToken(deriveSigningKey('s'.repeat(40), 'form token'), token)).toBeNull()
  })

  it('refuse the old fixed token, tampering and junk', () => {
    const token = signPreviewToken(key, 'embedded-preview', later)
    const [prefix, expires, ref, mac] = token.split('.')
    expect(verifyPreviewToken(key, 'embedded-preview')).toBeNull()
    expect(verifyPreviewToken(key, [prefix, Number(expires) + 3600, ref, mac].join('.'))).toBeNull()
    expect(
      verifyPreviewToken(
        key,
        [prefix, expires, Buffer.from('master').toString('base64url'), mac].join('.'),
      ),
    ).toBeNull()
    expect(verifyPreviewToken(key, `${token}x`)).toBeNull()
    expect(verifyPreviewToken(key, 'a'.repeat(10_000))).toBeNull()
    expect(verifyPreviewToken(key, 42)).toBeNull()
  })

  it('scripts/preview-link.mjs signs tokens the server accepts', () => {
    const secret = 'p'.repeat(40)
    const token = scriptToken(secret, 5) as string
    expect(verifyPreviewToken(deriveSigningKey(secret, 'preview token'), token)?.ref).toBe(
      'embedded-preview',
    )
  })
})

describe('logs', () => {
  it('redact people’s values and log errors by name and code only', () => {
    const lines: string[] = []
    const sink = new Writable({
      write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()),
    })
    const log = createLogger(sink).child({})
    log.level = 'info'
    const driverError = Object.assign(
      new Error('insert into leads values ($1) params: Rosa,Delgado,305-555-0142,rosa@example.com'),
      { code: '23505' },
    )
    log.error(
      {
        code: 'lead_failed',
        err: driverError,
        body: { firstName: 'Rosa' },
        query: { q: 'Rosa' },
        email: 'rosa@example.com',
        lead: { phone: '305-555-0142' },
      },
      'failed',
    )
    const text = lines.join('')
    expect(text).toContain('lead_failed')
    expect(text).toContain('23505')
    expect(JSON.parse(lines[0]!).err).toEqual({ name: 'Error', code: '23505' })
    for (const secret of ['Rosa', 'Delgado', '555-0142', 'rosa@example.com', 'insert into'])
      expect(text).not.toContain(secret)
    expect(safeError(driverError)).toEqual({ name: 'Error', code: '23505' })
  })
})
