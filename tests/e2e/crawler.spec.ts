import { expect, test } from './test'

/**
 * The link check: starting at / and /es/ on the production build, follow every
 * same-origin link (pages, and files such as PDFs in the content repository's media library) and
 * fail on any answer that is not 2xx, and on any indexable page of /sitemap.xml the links never
 * reach (an orphan), county and plan pages included: the all-plans page of each year links them.
 * Pages are fetched as a browser without JavaScript would get them (server-rendered HTML); a link
 * with a query string is checked but not followed further (search results would multiply the
 * crawl without new pages).
 */

const SKIP = [
  /^\/preview(\/|$)/,
  /^\/slice-simulator(\/|$)/,
  /^\/test-/,
  /^\/api\//,
  /^\/_serverFn\//,
  /^\/_prismic\/(?!media\/)/,
  /^\/style-guide(\/|$)/,
]
const CONCURRENCY = 4
const HREF = /<a\s[^>]*?href="([^"]+)"/g

const decode = (href: string) => href.replace(/&amp;/g, '&').replace(/&#x2F;/g, '/')

test('every same-origin link answers 2xx and every indexable sitemap page is reachable', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(30 * 60_000)
  const origin = new URL(baseURL!).origin
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  let xml = await sitemap.text()
  // Past a size the sitemap is an index of one file per type: read each file it names.
  if (xml.includes('<sitemapindex')) {
    const files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    )
    const bodies = await Promise.all(files.map(async (file) => (await request.get(file)).text()))
    xml = bodies.join('\n')
  }
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!))
  const siteOrigin = locs[0]?.origin ?? origin
  expect(locs.length).toBeGreaterThan(100)

  /** A link of this site as a path (with its query), or null for other sites, phone numbers and skipped areas. */
  const local = (href: string, from: string): string | null => {
    let url: URL
    try {
      url = new URL(decode(href), new URL(from, origin))
    } catch {
      return null
    }
    if (url.origin !== origin && url.origin !== siteOrigin) return null
    if (!/^https?:$/.test(url.protocol)) return null
    if (SKIP.some((pattern) => pattern.test(url.pathname))) return null
    return `${url.pathname}${url.search}`
  }

  const status = new Map<string, number>()
  const referrer = new Map<string, string>()
  const reachedPages = new Set<string>()
  const queue: string[] = []
  const enqueue = (path: string, from: string) => {
    if (status.has(path) || referrer.has(path)) return
    referrer.set(path, from)
    queue.push(path)
  }
  enqueue('/', '(start)')
  enqueue('/es/', '(start)')

  /** One GET; a dropped connection or a 5xx is tried once more after a pause (the machine is shared and slow). */
  const get = async (path: string) => {
    const once = () =>
      request.get(path, { maxRedirects: 5, failOnStatusCode: false, timeout: 120_000 })
    try {
      const response = await once()
      if (response.status() < 500) return response
    } catch {
      // retried below
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    return once().catch((error: Error) => ({ error }))
  }

  const visit = async (path: string) => {
    const response = await get(path)
    if ('error' in response) {
      status.set(path, 0)
      return
    }
    status.set(path, response.status())
    const type = response.headers()['content-type'] ?? ''
    if (!response.ok() || !type.includes('text/html')) return
    const finalPath = new URL(response.url()).pathname
    reachedPages.add(finalPath)
    if (path.includes('?')) return
    const html = await response.text()
    for (const match of html.matchAll(HREF)) {
      const target = local(match[1]!, finalPath)
      if (target) enqueue(target, finalPath)
    }
  }

  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (;;) {
      const next = queue.shift()
      if (next === undefined) {
        // Another worker may still add links: wait for it before giving up.
        if (status.size + queue.length >= referrer.size) return
        await new Promise((resolve) => setTimeout(resolve, 50))
        continue
      }
      await visit(next)
    }
  })
  await Promise.all(workers)

  const broken = [...status]
    .filter(([, code]) => code < 200 || code >= 300)
    .map(([path, code]) => `${code} ${path} (linked from ${referrer.get(path)})`)
  const unreached = locs.map((loc) => loc.pathname).filter((path) => !reachedPages.has(path))
  const pdfs = [...status.keys()].filter((path) => /\.pdf$/i.test(path)).length
  const summary = `${reachedPages.size} pages reached by links, ${pdfs} PDFs, ${status.size} addresses checked, ${locs.length} sitemap URLs`
  test.info().annotations.push({ type: 'crawl', description: summary })
  console.log(`crawler: ${summary}`)
  expect.soft(broken, 'links that do not answer 2xx').toEqual([])
  expect(unreached, 'indexable pages in the sitemap that no link reaches').toEqual([])
})
