import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { createPageCache, inlineScriptHashes, PAGE_CACHE_CONTROL } from './page-cache.server'
import type { RequestContext } from '~/shared/request-context'

const context = (nonce = 'nonce-one', extra: Partial<RequestContext> = {}): RequestContext => ({
  requestId: 'r',
  nonce,
  ...extra,
})
const page = (nonce: string, init: ResponseInit = {}) =>
  new Response(
    `<html><script nonce="${nonce}">x</script><meta property="csp-nonce" content="${nonce}"></html>`,
    {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      ...init,
    },
  )

function setup(version = () => 'v1') {
  const cache = createPageCache({ version: () => version() })
  let renders = 0
  const serve = (
    path: string,
    ctx = context(),
    render: (c: RequestContext) => Response | Promise<Response> = (c) => page(c.nonce),
    init: RequestInit = {},
  ) => {
    const url = new URL(`http://site.test${path}`)
    return cache.serve(new Request(url, init), url, ctx, async () => {
      renders += 1
      return render(ctx)
    })
  }
  return { cache, serve, renders: () => renders }
}

describe('the page cache', () => {
  it("keeps no page a browser's enrollment draft rendered into, and answers no browser that carries one from the cache", async () => {
    const { serve, renders } = setup()
    const path = '/enroll-2026/?plan=ceiba-core-hmo-2026&step=options'
    // The draft's page marks the answer private while it renders (enrollment-draft.functions.ts).
    const drafted = (c: RequestContext) => ((c.privateAnswer = true), page(c.nonce))
    const withDraft = { headers: { cookie: 'other=1; ceiba_enrollment=abc' } }
    expect((await serve(path, context(), drafted, withDraft)).headers.get('x-cache')).toBeNull()
    expect((await serve(path, context(), drafted)).headers.get('x-cache')).toBeNull()
    // A public render of the same address is kept, and still not given to a browser with a draft.
    expect((await serve(path)).headers.get('x-cache')).toBe('miss')
    expect((await serve(path)).headers.get('x-cache')).toBe('hit')
    expect((await serve(path, context(), drafted, withDraft)).headers.get('x-cache')).toBeNull()
    expect(renders()).toBe(4)
  })

  it('renders an answer once for requests that arrive while it renders (after a content change every cache is empty)', async () => {
    const { serve, renders } = setup()
    let finish = () => {}
    const slow = (c: RequestContext) =>
      new Promise<Response>((resolve) => (finish = () => resolve(page(c.nonce))))
    const waiting = Array.from({ length: 5 }, () => serve('/about-us/', context(), slow))
    await new Promise((resolve) => setTimeout(resolve, 10))
    finish()
    const answers = await Promise.all(waiting)
    expect(renders()).toBe(1)
    expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual([
      'miss',
      'hit',
      'hit',
      'hit',
      'hit',
    ])
    // An answer that may not be kept (a page holding a form token) is rendered for each request.
    const personal = (c: RequestContext) => (c.formToken?.(), page(c.nonce))
    const tokens = () => context('n', { formToken: () => 'token' })
    await Promise.all([
      serve('/request-call/', tokens(), personal),
      serve('/request-call/', tokens(), personal),
    ])
    expect(renders()).toBe(3)
  })

  it('never answers a FHIR request for another format with stored JSON (the API refuses it with a 406)', async () => {
    const { serve, renders } = setup()
    const json = () =>
      new Response('{"resourceType":"CapabilityStatement"}', {
        headers: {
          'content-type': 'application/fhir+json',
          'cache-control': 'public, max-age=300',
        },
      })
    const refused = () =>
      new Response('{"resourceType":"OperationOutcome"}', {
        status: 406,
        headers: { 'content-type': 'application/fhir+json' },
      })
    await serve('/fhir/metadata', context(), json)
    expect((await serve('/fhir/metadata', context(), json)).headers.get('x-cache')).toBe('hit')
    const xml = await serve('/fhir/metadata', context(), refused, {
      headers: { accept: 'application/fhir+xml' },
    })
    expect(xml.status).toBe(406)
    expect(renders()).toBe(2)
  })

  it('renders a public page once and answers the next request from memory, with CDN headers', async () => {
    const { serve, renders } = setup()
    const first = await serve('/about-us/')
    const second = await serve('/about-us/')
    expect(renders()).toBe(1)
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(await second.text()).toContain('<html>')
  })

  it('serves the same stored bytes every time, with the hashes of its inline scripts computed when it was rendered', async () => {
    const { serve, renders } = setup()
    const inline = ['self.$R=1', 'document.currentScript.remove()']
    const render = (c: RequestContext) =>
      new Response(
        `<html><script nonce="${c.nonce}">${inline[0]}</script><script type="module" src="/assets/entry.js" nonce="${c.nonce}"></script><SCRIPT nonce="${c.nonce}">${inline[1]}</SCRIPT></html>`,
        {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        },
      )
    const contexts = [context('AAAA'), context('BBBB'), context('CCCC')]
    const answers = []
    for (const ctx of contexts) answers.push(await serve('/about-us/', ctx, render))
    expect(renders()).toBe(1)
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    // No per-request splice: the stored bytes, byte for byte, whoever asks.
    expect(bodies[1]).toBe(bodies[0])
    expect(bodies[2]).toBe(bodies[0])
    expect(bodies[2]).not.toContain('BBBB')
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    for (const ctx of contexts) expect(ctx.scriptHashes).toEqual(inline.map(sha))
    // The hashes are of the inline scripts the served page holds; a script with src is a file.
    expect(inlineScriptHashes(bodies[2]!)).toEqual(inline.map(sha))
  })

  it('answers a stored page without rendering (the server entry asks before Start), and nothing else', async () => {
    const { cache, serve, renders } = setup()
    const url = new URL('http://site.test/about-us/')
    expect(await cache.stored(new Request(url), url, context())).toBeNull()
    await serve('/about-us/')
    const stored = await cache.stored(new Request(url), url, context())
    expect(stored?.headers.get('x-cache')).toBe('hit')
    expect(await stored?.text()).toContain('<html>')
    expect(
      await cache.stored(new Request(url, { method: 'POST', body: '{}' }), url, context()),
    ).toBeNull()
    expect(await cache.stored(new Request(url), url, context('n', { preview: true }))).toBeNull()
    expect(renders()).toBe(1)
  })

  it('answers 304 without a body when the browser already has this version', async () => {
    const { serve } = setup()
    const etag = (await serve('/dental/')).headers.get('etag')!
    const again = await serve('/dental/', context(), undefined, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await serve('/dental/', context(), undefined, {
      headers: { 'if-none-match': '"something-else"' },
    })
    expect(other.status).toBe(200)
  })

  it('renders again when the content version changes, and keys the languages apart', async () => {
    let version = 'v1'
    const { serve, renders } = setup(() => version)
    await serve('/about-us/')
    await serve('/es/sobre-nosotros/')
    expect(renders()).toBe(2)
    version = 'v2'
    await serve('/about-us/')
    expect(renders()).toBe(3)
  })

  it('keys a page on its query string (only what the page reads reaches it, page-query.server.ts)', async () => {
    const { serve, renders } = setup()
    await serve('/find-a-plan/?zip=33101')
    const again = await serve('/find-a-plan/?zip=33101')
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(renders()).toBe(1)
    await serve('/find-a-plan/?zip=33125')
    await serve('/find-a-plan/')
    expect(renders()).toBe(3)
  })

  it('never stores what is personal: previews, cookies set, form tokens, private answers, POSTs', async () => {
    const { serve, renders } = setup()
    const twice = async (
      path: string,
      ctx: () => RequestContext,
      render?: (c: RequestContext) => Response,
      init?: RequestInit,
    ) => {
      await serve(path, ctx(), render, init)
      const second = await serve(path, ctx(), render, init)
      return second.headers.get('x-cache')
    }
    expect(await twice('/draft/', () => context('n', { preview: true }))).toBeNull()
    expect(
      await twice(
        '/cookie/',
        () => context(),
        (c) => page(c.nonce, { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }),
      ),
    ).toBeNull()
    expect(
      await twice(
        '/private/',
        () => context(),
        (c) =>
          page(c.nonce, {
            headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
          }),
      ),
    ).toBeNull()
    const withToken = () => context('n', { formToken: () => 'token-of-this-browser' })
    expect(
      await twice(
        '/request-call/',
        withToken,
        (c) =>
          new Response(`<input value="${c.formToken!()}">`, {
            headers: { 'content-type': 'text/html' },
          }),
      ),
    ).toBeNull()
    expect(
      await twice('/contact-us/', () => context(), undefined, { method: 'POST', body: '{}' }),
    ).toBeNull()
    expect(
      await twice(
        '/missing/',
        () => context(),
        (c) => page(c.nonce, { status: 404 }),
      ),
    ).toBeNull()
    expect(renders()).toBe(12)
  })

  it('stores read-only API answers that say public, and only those', async () => {
    const { serve, renders } = setup()
    const api = (control: string) => () =>
      Response.json({ counties: [] }, { headers: { 'cache-control': control } })
    await serve('/api/zip/33101/counties?year=2026', context(), api('public, max-age=300'))
    const hit = await serve(
      '/api/zip/33101/counties?year=2026',
      context(),
      api('public, max-age=300'),
    )
    expect(hit.headers.get('x-cache')).toBe('hit')
    expect(await hit.json()).toEqual({ counties: [] })
    await serve('/api/plans?county=12086&year=2026&diabetes=true', context(), api('no-store'))
    await serve('/api/plans?county=12086&year=2026&diabetes=true', context(), api('no-store'))
    await serve('/api/leads', context(), api('public, max-age=300'))
    await serve('/api/leads', context(), api('public, max-age=300'))
    expect(renders()).toBe(5)
  })

  it('stores public FHIR search answers by their query, not its errors', async () => {
    const { serve, renders } = setup()
    const bundle =
      (status = 200) =>
      () =>
        new Response(
          JSON.stringify({ resourceType: status === 200 ? 'Bundle' : 'OperationOutcome' }),
          {
            status,
            headers: {
              'content-type': 'application/fhir+json',
              'cache-control': status === 200 ? 'public, max-age=300' : 'no-store',
            },
          },
        )
    await serve('/fhir/Location?address-postalcode=33125', context(), bundle())
    const hit = await serve('/fhir/Location?address-postalcode=33125', context(), bundle())
    expect(hit.headers.get('x-cache')).toBe('hit')
    expect(hit.headers.get('content-type')).toBe('application/fhir+json')
    expect(await hit.json()).toEqual({ resourceType: 'Bundle' })
    await serve('/fhir/Location?address-postalcode=33126', context(), bundle())
    await serve('/fhir/Location?address-postalcode=abc', context(), bundle(400))
    await serve('/fhir/Location?address-postalcode=abc', context(), bundle(400))
    expect(renders()).toBe(4)
  })

  it('keeps within its memory budget, dropping the least recently used pages first', async () => {
    const cache = createPageCache({ version: () => 'v', maxBytes: 600 })
    const big = () => new Response('x'.repeat(200), { headers: { 'content-type': 'text/html' } })
    for (const path of ['/a/', '/b/', '/c/', '/d/']) {
      const url = new URL(`http://site.test${path}`)
      await cache.serve(new Request(url), url, context(), async () => big())
    }
    expect(cache.size).toBeLessThan(4)
    expect(cache.size).toBeGreaterThan(0)
  })

  it('leaves the page uncached, not failed, when the content version cannot be read', async () => {
    const { serve, renders } = setup(() => {
      throw new Error('repository unreachable')
    })
    expect((await serve('/')).status).toBe(200)
    expect((await serve('/')).status).toBe(200)
    expect(renders()).toBe(2)
  })
})

describe('the page cache over midnight', () => {
  it('renders a page again on a new day at the site (the hours and events it shows depend on the date)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-09-30T15:00:00Z'))
      const { serve, renders } = setup()
      await serve('/about-us/')
      await serve('/about-us/')
      expect(renders()).toBe(1)
      // 1 October in Miami: the seven-day season of the call bar begins.
      vi.setSystemTime(new Date('2026-10-01T05:00:00Z'))
      await serve('/about-us/')
      expect(renders()).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('compresses a stored page once, brotli or gzip chosen by Accept-Encoding, the same bytes each time', async () => {
    const { serve, renders } = setup()
    const big = async (c: RequestContext) =>
      new Response((await page(c.nonce).text()) + '<p>Medicare Advantage</p>'.repeat(200), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    const ask = (acceptEncoding?: string, extra: Record<string, string> = {}) =>
      serve('/plans/', context(), big, {
        headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
      })
    const stored = await ask('gzip, deflate, br')
    const plain = await ask()
    const brotli = await ask('gzip, deflate, br, zstd')
    const gzip = await ask('gzip')
    const refused = await ask('br;q=0, gzip;q=0')
    const any = await ask('*')
    expect(renders()).toBe(1)
    expect(stored.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(any.headers.get('content-encoding')).toBe('br')
    for (const answer of [plain, refused]) expect(answer.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(text)
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text)
    expect(
      Buffer.from(await stored.arrayBuffer()).equals(
        Buffer.from(await (await ask('br')).arrayBuffer()),
      ),
    ).toBe(true)
    // One resource in three encodings: Vary on all, the same validator (weak when compressed).
    for (const answer of [plain, brotli, gzip])
      expect(answer.headers.get('vary')).toContain('Accept-Encoding')
    expect(gzip.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`)
    expect(brotli.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`)
    expect((await ask('br', { 'if-none-match': brotli.headers.get('etag')! })).status).toBe(304)
  })

  it('compresses a public API answer once, and sends short answers plain', async () => {
    const { serve, renders } = setup()
    const json = (body: unknown) => () =>
      new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' },
      })
    const long = {
      counties: Array.from({ length: 100 }, (_, i) => ({
        fips: String(22000 + i),
        name: `Parish ${i}`,
      })),
    }
    const gzip = { headers: { 'accept-encoding': 'gzip' } }
    await serve('/api/zip/70075/counties', context(), json(long), gzip)
    const zipped = await serve('/api/zip/70075/counties', context(), json(long), gzip)
    expect(renders()).toBe(1)
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(long)
    await serve('/api/zip/70112/counties', context(), json({ counties: [] }), gzip)
    const short = await serve('/api/zip/70112/counties', context(), json({ counties: [] }), gzip)
    expect(short.headers.get('content-encoding')).toBeNull()
    expect(await short.json()).toEqual({ counties: [] })
  })
})
