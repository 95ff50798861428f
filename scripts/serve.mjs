// Production server: static build assets first, then the TanStack Start handler. An exception
// that escapes the handler is answered with the static 500 page, never a stack trace.
// React and the server bundle pick their production builds from NODE_ENV, read at import time.
process.env.NODE_ENV ??= 'production'

import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildDir = process.env.BUILD_DIR ?? 'dist'
const clientDir = `${root}${buildDir}/client`
const { default: app } = await import(`${root}${buildDir}/server/server.js`)
const errorPage = await readFile(`${clientDir}/500.html`, 'utf8').catch(() => '<h1>Server error</h1>')

const gzip = promisify(gzipCallback)
const hashedAsset = /^\/assets\//
// Pages and API answers are compressed per answer (each page carries its own CSP nonce, so the
// cache keeps them plain); static files are served as they are stored.
const compressible = /^(text\/html|application\/(?:fhir\+)?json|application\/xml|text\/xml)/
// The APIs and the pages (their paths end in a slash) have no files: their requests skip the
// static file look-up (three stat calls, more server time than a cached answer itself).
const noFiles = /^https?:\/\/[^/]+(?:\/(?:api|fhir)\/|[^?#]*\/(?:[?#]|$))/
const staticFiles = staticMiddleware({ dir: clientDir })
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'

/** A gzip copy of a page or API answer of more than a packet, for a client that accepts it. */
async function compressed(request, response) {
  // Headers first: reading `body` turns srvx's fast response into a web stream.
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response
  if (response.headers.has('content-encoding') || !compressible.test(response.headers.get('content-type') ?? '')) return response
  // The page cache has chosen the encoding of what it answers (under a packet: none). Its answer
  // goes to the socket as it is, with its length: read here, it became a chunked stream.
  if (response.headers.has('x-cache')) return response
  if (!response.body) return response
  const plain = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  if (plain.byteLength < app.GZIP_MIN_BYTES) return new Response(plain, { status: response.status, statusText: response.statusText, headers })
  const body = await gzip(plain, { level: 6 })
  headers.set('content-encoding', 'gzip')
  headers.set('content-length', String(body.byteLength))
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    async (request, next) => compressed(request, await next()),
    async (request, next) => {
      const response = await next()
      // The app's own answers carry the security headers already; static files get them here.
      if (response.headers.has('content-security-policy')) return response
      const { pathname } = new URL(request.url)
      const out = app.withStaticHeaders(response, pathname)
      if (hashedAsset.test(pathname) && out.ok) out.headers.set('cache-control', 'public, max-age=31536000, immutable')
      return out
    },
    (request, next) => (noFiles.test(request.url) ? next() : staticFiles(request, next)),
  ],
  async fetch(request) {
    try {
      return await app.fetch(request)
    } catch (error) {
      // Only the kind of failure: a message can quote request values.
      app.logger.error({ code: 'unhandled', method: request.method, path: new URL(request.url).pathname, err: { name: error?.name ?? typeof error } }, 'unhandled error')
      return new Response(errorPage, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
  },
})

await server.ready()
app.logger.info(`Ceiba Health site ready at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}/`)
// Reference data in the background (never blocks or fails the start; errors are logged).
void app.warmReferenceData?.()

// Stop cleanly when asked (test runners, process managers): finish open requests, then exit.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0))
  })
}
