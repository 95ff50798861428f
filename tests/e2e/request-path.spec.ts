import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { expect, test } from './test'

/**
 * The holes an outside probe found in the request path, each closed: a rejected
 * input is a 4xx at once, never retried on the server; no raw 500 or stack trace; slow bodies are
 * cut off within seconds; a random query string is the cached page; /healthz tells the truth
 * after a while without checks; no request value reaches the server's output.
 */

const e2ePort = Number(process.env.E2E_PORT ?? 3100)
const a = (n: number) => 'a'.repeat(n)

test.describe('rejected input is a 4xx at once', () => {
  // Once the instance is ready (its reference data loaded, which a county look-up waits for):
  // before the fix each of these took at least 7 s, the query client's three retries 1 + 2 + 4 s.
  test.beforeAll(async ({ request }) => {
    await expect
      .poll(async () => (await request.get('/healthz')).status(), { timeout: 60_000 })
      .toBe(200)
  })

  for (const path of [
    '/find-a-plan/x/',
    '/es/encontrar-un-plan/x/',
    `/resources/${a(201)}/`,
    `/lp/${a(201)}/`,
    `/${a(501)}/`,
    `/enroll-2026/?plan=${'a-'.repeat(40)}`,
    `/search-formulary/?plan=${a(125)}`,
    `/plan-documents/benefit-and-coverage-details/${a(101)}/`,
  ]) {
    test(`GET ${path.slice(0, 60)} is a 404 page within 2 s`, async ({ request }) => {
      const started = Date.now()
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(response.headers()['content-type']).toContain('text/html')
      expect(Date.now() - started).toBeLessThan(2000)
    })
  }

  test('200 of them at once are all 404 (they were all 500)', async ({ request }) => {
    test.setTimeout(90_000)
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => request.get(`/find-a-plan/${i % 10}/`)),
    )
    expect(new Set(answers.map((answer) => answer.status()))).toEqual(new Set([404]))
  })
})

test.describe('no raw 500 or stack trace', () => {
  for (const path of ['/_serverFn//x', '/_serverFn///', '/_serverFn/\\x']) {
    test(`GET ${path} is the site's 404 JSON`, async () => {
      // Sent as written (a browser or fetch would resolve the slashes away).
      const answer = await rawRequest(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      )
      expect(answer).toMatch(/^HTTP\/1\.1 404/)
      expect(answer).toContain('"code":"not_found"')
      expect(answer).not.toMatch(/\bat \S+ \(|server\.js/)
    })
  }

  test('an empty JSON body to a server function is a 400', async ({ request }) => {
    const response = await request.post(`/_serverFn/${'c'.repeat(64)}`, {
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status()).toBe(400)
    expect((await response.json()).error.code).toBe('invalid_request')
  })
})

test('a body sent a byte at a time is cut off within seconds', async () => {
  test.setTimeout(30_000)
  const started = Date.now()
  const answer = await rawRequest(
    'POST /api/email-signups HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    { trickle: ' ', everyMs: 2000 },
  )
  expect(answer).toMatch(/^HTTP\/1\.1 408/)
  expect(Date.now() - started).toBeLessThan(15_000)
})

test.describe('the page cache keys on what a page reads', () => {
  test('a random query string is sent to the page without it, which the cache answers', async ({
    request,
  }) => {
    const random = `${Date.now()}${Math.random()}`
    const redirect = await request.get(`/?v=${random}`, { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(new URL(redirect.headers().location!, 'http://x').pathname).toBe('/')
    expect(new URL(redirect.headers().location!, 'http://x').search).toBe('')
    await request.get('/')
    expect((await request.get(`/?v=${random}`)).headers()['x-cache']).toBe('hit')
  })

  test('a preview cookie that is not valid (an expired session) is answered from the cache', async ({
    request,
  }) => {
    // The server entry's early look-up (storedAnswer) declines any preview cookie unchecked; the
    // pipeline's pageCache step looks again once the cookie is known to be no preview (decision
    // 0028), so such a visitor still gets the stored page.
    const headers = { cookie: 'io.prismic.preview=not-a-preview-token' }
    await request.get('/about-us/')
    const answer = await request.get('/about-us/', { headers })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['x-cache']).toBe('hit')
  })

  test('the parameters a page reads stay, the others go; the call bar channel stays everywhere', async ({
    request,
  }) => {
    const location = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 })
      return response.status() === 308 ? response.headers().location : null
    }
    expect(await location('/find-a-plan/?zip=33101&utm_source=x')).toMatch(
      /\/find-a-plan\/\?zip=33101$/,
    )
    expect(await location('/es/encontrar-un-plan/?zip=33101&view=all')).toBeNull()
    expect(await location('/search-formulary/?plan=h5439-001-2026&q=metformin')).toBeNull()
    expect(await location('/about-us/?channel=direct')).toBeNull()
    // A read query is part of the key: the second answer comes from the cache.
    await request.get('/find-a-plan/?zip=33101')
    expect((await request.get('/find-a-plan/?zip=33101')).headers()['x-cache']).toBe('hit')
  })
})

/**
 * A second server on the same build (and, with DATABASE_URL, the same database as the journeys'
 * server), whose output the tests read and which nobody else calls.
 */
test.describe('a server of its own', () => {
  test.describe.configure({ mode: 'serial' })
  const port = e2ePort + 61
  let server: ChildProcess | undefined
  let output = ''

  test.beforeAll(async () => {
    test.setTimeout(60_000)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      BUILD_DIR: e2ePort === 3100 ? 'dist' : `.build/e2e-${e2ePort}`,
      DATA_DIR: `.data/e2e-${e2ePort}-second`,
      ENABLE_TEST_PAGES: '1',
      PREVIEW_SECRET: 'request-path-second-server-secret-0123456789',
      RATE_LIMIT_SCALE: '1000',
    }
    if (process.env.DATABASE_URL) {
      const url = new URL(process.env.DATABASE_URL)
      url.pathname = `/ceiba_e2e_${e2ePort}`
      env.DATABASE_URL = url.toString()
      env.ENROLLMENT_KEY = Buffer.alloc(32, 7).toString('base64')
    } else delete env.DATABASE_URL
    server = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: 'pipe' })
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await expect.poll(() => output.includes('ready at'), { timeout: 30_000 }).toBe(true)
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  test('no request value reaches its output, and every line is JSON', async ({ request }) => {
    // The instance may still be loading its reference data, which a county look-up waits for.
    test.setTimeout(120_000)
    for (const path of [
      '/enroll-LOGPROBE2/',
      '/es/LOGPROBE3/',
      '/find-a-plan/LOGPROBE4/',
      '/_serverFn//LOGPROBE5',
      '/api/plans?LOGPROBE6=1',
    ])
      await request.get(`http://127.0.0.1:${port}${path}`, { maxRedirects: 0 })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(output).not.toContain('LOGPROBE')
    const lines = output.split('\n').filter((line) => line.trim() !== '')
    expect(lines.filter((line) => !line.startsWith('{'))).toEqual([])
  })

  test('/healthz tells the truth after 10 s without a check', async ({ request }) => {
    test.skip(
      !process.env.DATABASE_URL,
      'the embedded database has one process: it needs PostgreSQL',
    )
    test.setTimeout(150_000)
    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${port}/healthz`)).status(), {
        timeout: 120_000,
      })
      .toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    const health = await request.get(`http://127.0.0.1:${port}/healthz`)
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: true, referenceData: true })
  })
})

/** Sends bytes as written to the journeys' server and reads the answer until it closes. */
function rawRequest(text: string, slow?: { trickle: string; everyMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(e2ePort, '127.0.0.1')
    let answer = ''
    let timer: ReturnType<typeof setInterval> | undefined
    socket.on('connect', () => {
      socket.write(text)
      if (slow) timer = setInterval(() => socket.write(slow.trickle), slow.everyMs)
    })
    socket.on('data', (chunk) => (answer += chunk.toString()))
    // The server closes the connection after its 408 while bytes are still being sent.
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)))
    socket.on('close', () => {
      clearInterval(timer)
      resolve(answer)
    })
  })
}
