import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * The one place answers are compressed (standard node:zlib, gzip and brotli), chosen by the
 * request's Accept-Encoding. A cached page or API answer is compressed once, when it is stored
 * (src/server/page-cache.server.ts); an answer that bypasses the cache once, as it leaves the
 * request pipeline (`compressAnswer`). Both run on libuv's thread pool, not the event loop.
 */

/** Bodies of less than a packet are sent plain. */
export const COMPRESS_MIN_BYTES = 1400

export type Encoding = 'br' | 'gzip'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * The encoding to send: brotli when the client accepts it, else gzip, else none (`identity`).
 * A coding with `q=0` is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/**
 * Both encodings of a stored body. A page is compressed at brotli's best (about 30 ms for a 30 kB
 * page, 11% smaller than quality 6), once per content version; an API answer, of which there are
 * thousands (every ZIP, county, search), at quality 6 (about 0.5 ms): at 11 the first pass of the
 * API benchmark queued its misses behind the compressor (p99 of /api/plans?county= 397 ms).
 */
export async function encodeOnce(
  body: Uint8Array,
  kind: 'page' | 'data',
): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: kind === 'page' ? constants.BROTLI_MAX_QUALITY : 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br, gzip: gz }
}

/** Media types worth compressing: pages, JSON (FHIR's too) and XML (the sitemap). */
const COMPRESSIBLE = /^(text\/html|application\/(?:fhir\+)?json|application\/xml|text\/xml)/

/**
 * An answer that bypassed the cache, compressed once for a client that accepts it: read whole (as
 * a browser waits for the whole of it anyway behind one encoder), then encoded at a fast level.
 */
export async function compressAnswer(request: Request, response: Response): Promise<Response> {
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  if (!encoding || request.method === 'HEAD' || response.status === 204 || response.status === 304)
    return response
  if (
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')
  )
    return response
  if (!response.body) return response
  const plain = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  if (plain.byteLength < COMPRESS_MIN_BYTES)
    return new Response(plain, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  const body =
    encoding === 'br'
      ? await brotliAsync(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
          },
        })
      : await gzipAsync(plain, { level: 6 })
  headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.byteLength))
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
  return new Response(new Uint8Array(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
