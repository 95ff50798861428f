// Production server: static build assets first, then the TanStack Start handler (its request
// middleware, src/start.ts, compresses what it answers). An exception that escapes the handler is
// answered with the static 500 page, never a stack trace.
// React and the server bundle pick their production builds from NODE_ENV, read at import time.
process.env.NODE_ENV ??= 'production'

import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildDir = process.env.BUILD_DIR ?? 'dist'
const clientDir = `${root}${buildDir}/client`
const { default: app } = await import(`${root}${buildDir}/server/server.js`)
const errorPage = await readFile(`${clientDir}/500.html`, 'utf8').catch(() => '<h1>Server error</h1>')

const hashedAsset = /^\/assets\//
// The APIs and the pages (their paths end in a slash) have no files: their requests skip the
// static file look-up (three stat calls, more server time than a cached answer itself).
const noFiles = /^https?:\/\/[^/]+(?:\/(?:api|fhir)\/|[^?#]*\/(?:[?#]|$))/
const staticFiles = staticMiddleware({ dir: clientDir })
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
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
