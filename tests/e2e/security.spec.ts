import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { APIResponse } from '@playwright/test'
import fc from 'fast-check'
import { expect, test } from './test'

/**
 * The perimeter of docs/decisions/0012-security-perimeter.md against the production build: the
 * findings of decision 0012, each with the request that now gets the right answer, then a
 * property-based fuzz of every API with random and hostile values (no 5xx, no stack trace, no
 * answer that hangs). The time limit is a hang detector, not a speed test (speed is measured by
 * `npm run bench`): the odd path of decision 0012 took 7 s; a loaded CI machine answers in about 1 s. The e2e server raises the rate limits (RATE_LIMIT_SCALE) and
 * enables the test pages; the defaults are checked in tests/unit/security-*.test.ts.
 */

const port = Number(process.env.E2E_PORT ?? 3100)
/** Longer than any answer of a loaded machine, shorter than the slow paths the perimeter closed. */
const HANG_MS = 5000

/** A request with its path exactly as written (`//host`, `/\host`) and any Host header. */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The bytes of an answer as sent (not decoded). */
function rawBytes(
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Declares a body over the limit and reads the answer the server sends before the body is in (as curl does). */
function postTooLarge(path: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(bytes) },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    req.write('{"firstName":"')
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < bytes - 1024 * 1024) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

/** Percent-encodes text as a browser would send it: a lone surrogate (encodeURIComponent throws on it) as U+FFFD. */
const percentEncode = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  )

const STACK = /\n\s+at [^\n]*:\d+:\d+|node_modules|\/work\/|\.tsx?:\d+/

test.describe('security perimeter (decision 0012)', () => {
  test('every answer carries the CSP, the other headers and a request id; pages hydrate without a violation', async ({
    page,
    request,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    // A page rendered for this request (one holding a form token is never cached): a fresh nonce each time.
    const first = await page.goto('/request-call/')
    const second = await request.get('/request-call/')
    const csp = first!.headers()['content-security-policy']!
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(second.headers()['content-security-policy']).not.toBe(csp)
    expect(first!.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]
    await expect(page.locator('meta[property="csp-nonce"]')).toHaveAttribute('content', nonce!)
    // Pages from the cache run under their stored script hashes and hydrate as well.
    for (const path of ['/', '/find-a-plan/', '/es/sobre-nosotros/']) await page.goto(path)
    expect(violations).toEqual([])

    for (const path of [
      '/favicon.svg',
      '/api/plans/no-such-plan',
      '/no-such-page/',
      '/_prismic/api/v2',
    ]) {
      const response = await request.get(path)
      expect(response.headers()['content-security-policy'], path).toBeTruthy()
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
      expect(response.headers()['x-request-id'], path).toBeTruthy()
    }
    const simulator = await request.get('/slice-simulator/')
    expect(simulator.headers()['content-security-policy']).toMatch(
      /frame-ancestors 'self' http:\/\/localhost:9999/,
    )
  })

  test('a cached page is the same bytes for everyone: its CSP names the hashes of its inline scripts, no nonce', async ({
    request,
  }) => {
    await request.get('/about-us/')
    const [one, two] = [await request.get('/about-us/'), await request.get('/about-us/')]
    expect(one.headers()['x-cache']).toBe('hit')
    const html = await one.text()
    expect(await two.text()).toBe(html)
    const csp = one.headers()['content-security-policy']!
    expect(two.headers()['content-security-policy']).toBe(csp)
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!
    expect(scriptSrc).not.toContain('nonce-')
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attrs]) => !/\ssrc=/.test(attrs!))
      .map(([, , body]) => body!)
    expect(inline.length).toBeGreaterThan(2)
    const hashes = await Promise.all(
      inline.map(
        async (body) =>
          `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))).toString('base64')}'`,
      ),
    )
    expect(scriptSrc.split(' ').slice(2).sort()).toEqual([...new Set(hashes)].sort())
  })

  test('a cached page is compressed once: brotli or gzip as the browser accepts, the same bytes each time', async () => {
    const encoded = async (acceptEncoding: string) => {
      const response = await rawBytes('/about-us/', { 'accept-encoding': acceptEncoding })
      return { encoding: response.headers['content-encoding'], body: response.body }
    }
    await encoded('br')
    const [br, brAgain, gzip, plain] = [
      await encoded('gzip, deflate, br'),
      await encoded('br'),
      await encoded('gzip'),
      await encoded('identity'),
    ]
    expect(br.encoding).toBe('br')
    expect(gzip.encoding).toBe('gzip')
    expect(plain.encoding).toBeUndefined()
    expect(brAgain.body.equals(br.body)).toBe(true)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  })

  test("a page the browser revalidates (304) keeps its policy: a returning visitor's page hydrates", async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    await page.goto('/about-us/')
    await page.goto('/es/sobre-nosotros/')
    // The browser has /about-us/ stored with its ETag: it asks again and is answered 304. The
    // page goto waits for <html data-hydrated>, which a blocked script would never set.
    const again = await page.goto('/about-us/')
    expect(
      (await again!.request().allHeaders())['if-none-match'],
      'the browser revalidated its stored page',
    ).toBeTruthy()
    expect(violations).toEqual([])
  })

  test('no redirect leaves the site; impossible paths are a 404 at once', async () => {
    for (const [path, headers] of [
      ['//evil.example', {}],
      ['/\\evil.example', {}],
      ['//', { host: 'evil.example' }],
      ['/find-a-plan/%3Cscript%3E/', {}],
    ] as const) {
      const started = Date.now()
      const response = await raw(path, headers)
      expect(response.status, path).toBe(404)
      expect(Date.now() - started, path).toBeLessThan(HANG_MS)
      expect(response.headers.location, path).toBeUndefined()
    }
    const forged = await raw('/request-call', { host: 'evil.example' })
    expect(forged.status).toBe(308)
    expect(forged.headers.location).toBe('/request-call/')
  })

  test('bad input is a 4xx with a clear JSON error and a request id', async ({ request }) => {
    const json = { 'content-type': 'application/json' }
    const lead = {
      firstName: 'Rosa',
      lastName: 'Delgado',
      phone: '(305) 555-0142',
      zipCode: '33125',
      language: 'es',
    }
    const signup = {
      firstName: 'Luis',
      lastName: 'Ortega',
      email: 'luis@example.com',
      language: 'es',
    }
    const cases: Array<[string, () => Promise<APIResponse>, number, string]> = [
      [
        'NUL in a provider search',
        () => request.get('/api/providers?zip=33125&q=a%00b'),
        400,
        'invalid_characters',
      ],
      [
        'NUL in specialty',
        () => request.get('/api/providers?zip=33125&specialty=%00'),
        400,
        'invalid_characters',
      ],
      [
        'NUL in a lead name',
        () =>
          request.post('/api/leads', {
            headers: { ...json, 'idempotency-key': 'nul-lead-0001' },
            data: { ...lead, firstName: 'Ro\u0000sa' },
          }),
        400,
        'invalid_characters',
      ],
      [
        'NUL in a signup name',
        () =>
          request.post('/api/email-signups', {
            headers: json,
            data: { ...signup, lastName: '\u0000' },
          }),
        400,
        'invalid_characters',
      ],
      [
        'multipart without a boundary',
        () =>
          request.post('/api/leads', {
            headers: { 'content-type': 'multipart/form-data' },
            data: 'x',
          }),
        415,
        'unsupported_media_type',
      ],
      [
        'text/plain JSON',
        () =>
          request.post('/api/email-signups', {
            headers: { 'content-type': 'text/plain' },
            data: JSON.stringify(signup),
          }),
        415,
        'unsupported_media_type',
      ],
      [
        'a malformed preview cookie',
        () =>
          request.get('/_prismic/api/v2', { headers: { cookie: 'io.prismic.preview=%E0%A4%A' } }),
        200,
        '',
      ],
      ['/_serverFn/', () => request.get('/_serverFn/'), 404, 'not_found'],
      // (Without arguments: a payload Start cannot read, such as {}, is a 400 before any look-up.)
      [
        'an unknown server function',
        () => request.post('/_serverFn/anything', { headers: { 'sec-fetch-site': 'same-origin' } }),
        404,
        'not_found',
      ],
      [
        'an enrollment with a NUL byte',
        () =>
          request.post('/api/enrollments', {
            headers: { ...json, 'idempotency-key': crypto.randomUUID() },
            data: { selectedPlan: 'x', firstName: '\u0000' },
          }),
        400,
        'invalid_characters',
      ],
      [
        'a cross-site form post',
        () =>
          request.post('/api/leads', {
            headers: { origin: 'https://evil.example' },
            form: { ...lead, idempotencyKey: 'cross-site-01' },
          }),
        403,
        'cross_site_request',
      ],
      // Ill-formed text, server-function payloads, methods, an off-site Referer.
      [
        'a lone surrogate in an enrollment name',
        () =>
          request.post('/api/enrollments', {
            headers: { ...json, 'idempotency-key': crypto.randomUUID() },
            data: '{"selectedPlan":"x","firstName":"X\\ud800Y"}',
          }),
        400,
        'invalid_characters',
      ],
      [
        'a lone surrogate in a lead name',
        () =>
          request.post('/api/leads', {
            headers: { ...json, 'idempotency-key': 'surrogate-lead-01' },
            data: JSON.stringify({ ...lead, firstName: 'X\ud800Y' }),
          }),
        400,
        'invalid_characters',
      ],
      [
        'an encoded surrogate in a form post',
        () =>
          request.post('/api/leads', {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            data: 'firstName=X%ED%A0%80Y',
          }),
        400,
        'invalid_characters',
      ],
      [
        'a server function payload {}',
        () =>
          request.get(`/_serverFn/${'a'.repeat(64)}?payload=%7B%7D`, {
            headers: { 'sec-fetch-site': 'same-origin' },
          }),
        400,
        'invalid_request',
      ],
      [
        'a server function payload []',
        () =>
          request.get(`/_serverFn/${'a'.repeat(64)}?payload=%5B%5D`, {
            headers: { 'sec-fetch-site': 'same-origin' },
          }),
        400,
        'invalid_request',
      ],
      [
        'a server function payload x',
        () =>
          request.get(`/_serverFn/${'a'.repeat(64)}?payload=x`, {
            headers: { 'sec-fetch-site': 'same-origin' },
          }),
        400,
        'invalid_request',
      ],
      [
        'PUT /api/leads',
        () => request.put('/api/leads', { headers: json, data: lead }),
        405,
        'method_not_allowed',
      ],
      ['DELETE /api/leads', () => request.delete('/api/leads'), 405, 'method_not_allowed'],
      [
        'PATCH /api/leads',
        () => request.patch('/api/leads', { headers: json, data: lead }),
        405,
        'method_not_allowed',
      ],
      [
        'OPTIONS /api/leads',
        () => request.fetch('/api/leads', { method: 'OPTIONS' }),
        405,
        'method_not_allowed',
      ],
      ['TRACE /', () => request.fetch('/', { method: 'TRACE' }), 405, 'method_not_allowed'],
      [
        'an off-site Referer without Origin',
        () =>
          request.post('/api/email-signups', {
            headers: { ...json, referer: 'https://evil.example/page' },
            data: signup,
          }),
        403,
        'cross_site_request',
      ],
    ]
    for (const [name, send, status, code] of cases) {
      const response = await send()
      expect(response.status(), name).toBe(status)
      if (status === 405)
        expect(response.headers().allow, name).toMatch(
          name.includes('TRACE') ? /^GET, HEAD$/ : /^POST$/,
        )
      if (!code) continue
      const body = await response.json()
      expect(body.error.code, name).toBe(code)
      if (name.includes('surrogate'))
        expect(Object.keys(body.error.fields ?? {}), name).toEqual(['firstName'])
      expect(body.error.message, name).toBeTruthy()
      expect(body.error.requestId, name).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(await postTooLarge('/api/email-signups', 50 * 1024 * 1024), 'a 50 MB signup').toBe(413)
    const spanish = await request.post('/api/email-signups', {
      headers: { 'content-type': 'text/plain', 'accept-language': 'es-MX' },
      data: '{}',
    })
    expect((await spanish.json()).error.message).toBe(
      'Envíe esta solicitud como JSON (Content-Type: application/json).',
    )
    // A page that sets a cookie (the call form's) is that browser's alone.
    const form = await request.get('/request-call/', { headers: { cookie: '' } })
    expect(form.headers()['set-cookie'] ?? '').toContain('ceiba_form=')
    expect(form.headers()['cache-control']).toBe('private, no-store')
  })

  test('GET /healthz: 200 once the instance can serve, never cached', async ({ request }) => {
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: true, referenceData: true })
    expect(health.headers()['cache-control']).toBe('no-store')
  })

  test('a loader error message never reaches the HTML', async ({ request }) => {
    const response = await request.get('/test-errors/loader/')
    expect(response.status()).toBe(500)
    const html = await response.text()
    expect(html).not.toContain('Deliberate loader failure')
    expect(html).not.toContain('internal detail')
  })

  test('drafts stay private without a valid token, by every path', async ({ request }) => {
    const search = await request.get('/_prismic/api/v2/documents/search?ref=embedded-preview')
    expect(search.status()).toBe(404)
    const repository = await (
      await request.get('/_prismic/api/v2', {
        headers: { cookie: 'io.prismic.preview=embedded-preview' },
      })
    ).json()
    expect(repository.refs.map((ref: { id: string }) => ref.id)).toEqual(['master'])
    const page = await request.get('/open-house/', {
      headers: { cookie: 'io.prismic.preview=embedded-preview' },
    })
    expect(page.status()).toBe(404)
  })

  test('fuzz: every API answers random and hostile input with a 4xx or success, fast, without a stack trace', async ({
    request,
  }) => {
    test.setTimeout(240_000)
    const hostile = fc.constantFrom(
      '\u0000',
      '\u0007',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      '%E0%A4%A',
      'a'.repeat(3000),
      '{{7*7}}',
      '${jndi:ldap://x}',
      '\u202e',
      '𝕏',
      '-1',
      '1e309',
      'NaN',
      'null',
      '[]',
      '{}',
      '33101',
      '2026',
      '',
      ' ',
      // Lone surrogates (JSON carries them as \ud800 escapes) and a percent-encoded one.
      'X\ud800Y',
      '\udfff',
      '\udbff\udbff',
      'Ros\ud83da',
      '%ED%A0%80',
    )
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      hostile,
    )
    const anyJson = fc.oneof(
      value,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(value, { maxLength: 3 }),
      fc.dictionary(value, value, { maxKeys: 3 }),
    )
    const fields = (names: string[]) =>
      fc.dictionary(fc.oneof(fc.constantFrom(...names), value), anyJson, {
        maxKeys: names.length + 2,
      })
    const query = (names: string[]) =>
      fc
        .dictionary(fc.oneof(fc.constantFrom(...names), value), value, {
          maxKeys: names.length + 1,
        })
        .map((params) => new URLSearchParams(params).toString())
    const segment = value.map(percentEncode)

    // A form field is text: objects (even without a prototype, which String() cannot convert) go as JSON.
    const formEncode = (body: Record<string, unknown>) =>
      new URLSearchParams(
        Object.entries(body).map(([name, field]) => [
          name,
          typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
        ]),
      ).toString()
    const checkAnswer = async (
      label: string,
      send: () => Promise<{ status(): number; text(): Promise<string> }>,
    ) => {
      const started = Date.now()
      const response = await send()
      const elapsed = Date.now() - started
      const body = await response.text()
      expect(response.status(), `${label} -> ${body.slice(0, 200)}`).toBeLessThan(500)
      expect(body, label).not.toMatch(STACK)
      expect(elapsed, label).toBeLessThan(HANG_MS)
    }
    const runs = { numRuns: 40 }
    const gets: Array<[string, fc.Arbitrary<string>]> = [
      [
        '/api/providers',
        query([
          'zip',
          'q',
          'specialty',
          'group',
          'language',
          'radius',
          'page',
          'plan',
          'accepting',
        ]),
      ],
      ['/api/stores', query(['zip', 'radius', 'page'])],
      ['/api/plans', query(['county', 'year', 'view', 'zip'])],
      ['/api/formulary/search', query(['year', 'plan', 'q', 'tier', 'page'])],
      [
        '/_prismic/api/v2/documents/search',
        query(['ref', 'q', 'lang', 'page', 'pageSize', 'orderings', 'routes']),
      ],
      ['/_prismic/api/v2', query(['ref'])],
    ]
    // One warm-up answer per endpoint (opening the database, filling caches) is not measured.
    for (const path of [
      '/api/providers?zip=33125',
      '/api/stores?zip=33125',
      '/api/plans?county=12086&year=2026',
      '/api/formulary/search?q=a',
      '/api/plans/x',
      '/api/zip/33125/counties',
      '/api/formulary/drugs/x',
      '/_prismic/api/v2',
    ])
      await request.get(path)
    for (const [path, search] of gets) {
      await fc.assert(
        fc.asyncProperty(search, async (qs) =>
          checkAnswer(`GET ${path}?${qs}`, () => request.get(`${path}?${qs}`)),
        ),
        runs,
      )
    }
    for (const prefix of ['/api/plans/', '/api/zip/', '/api/formulary/drugs/']) {
      await fc.assert(
        fc.asyncProperty(segment, async (id) =>
          checkAnswer(`GET ${prefix}${id}`, () =>
            request.get(`${prefix}${id}${prefix === '/api/zip/' ? '/counties' : ''}`),
          ),
        ),
        runs,
      )
    }
    const posts: Array<[string, string[], Record<string, string>]> = [
      [
        '/api/leads',
        ['firstName', 'lastName', 'phone', 'zipCode', 'language', 'source', 'callbackTime'],
        { 'idempotency-key': 'fuzz-lead-key-1' },
      ],
      ['/api/email-signups', ['firstName', 'lastName', 'email', 'language'], {}],
      [
        '/api/enrollments',
        ['selectedPlan', 'firstName', 'lastName', 'medicareNumber', 'dateOfBirth', 'homeZip'],
        { 'idempotency-key': crypto.randomUUID() },
      ],
      ['/api/plan-fit', ['plan', 'year', 'zip', 'drugs', 'npis', 'pharmacy'], {}],
    ]
    for (const [path, names, headers] of posts) {
      await fc.assert(
        fc.asyncProperty(
          fields(names),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (body, type) =>
            checkAnswer(`POST ${path} ${type} ${JSON.stringify(body).slice(0, 120)}`, () =>
              request.post(path, {
                headers: { ...headers, 'content-type': type },
                data:
                  type === 'application/x-www-form-urlencoded'
                    ? formEncode(body)
                    : JSON.stringify(body),
                maxRedirects: 0,
              }),
            ),
        ),
        runs,
      )
    }
    // Server functions: any payload (random JSON, hostile text, seroval-shaped objects) is a 4xx or an answer.
    const payload = fc.oneof(
      value,
      anyJson.map((item) => JSON.stringify(item) ?? ''),
      fc
        .dictionary(fc.constantFrom('t', 'i', 'p', 's', 'k', 'v'), anyJson, { maxKeys: 4 })
        .map((item) => JSON.stringify(item)),
    )
    await fc.assert(
      fc.asyncProperty(payload, async (text) =>
        checkAnswer(`GET /_serverFn/… payload=${text.slice(0, 120)}`, () =>
          request.get(`/_serverFn/${'b'.repeat(64)}?payload=${percentEncode(text)}`, {
            headers: { 'sec-fetch-site': 'same-origin' },
          }),
        ),
      ),
      runs,
    )
    // The no-JavaScript lead form: urlencoded posts with hostile values and forged tokens.
    await fc.assert(
      fc.asyncProperty(
        query([
          'firstName',
          'lastName',
          'phone',
          'zipCode',
          'language',
          'idempotencyKey',
          'page',
          'formToken',
        ]),
        async (form) =>
          checkAnswer(`POST /api/leads form ${form.slice(0, 120)}`, () =>
            request.post('/api/leads', {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              data: form,
              maxRedirects: 0,
            }),
          ),
      ),
      runs,
    )
  })
})
