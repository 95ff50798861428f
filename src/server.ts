import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStartHandler } from '@tanstack/react-start/server'
import { trailingSlashRedirect } from './i18n/trailing-slash'
import { renderHandler } from './server/render-handler'
import { withSecurityHeaders } from './server/security-headers'

const handler = createStartHandler(renderHandler)

/**
 * Every request passes here, in development and in production: URL rules first (spec 2.1,
 * 308 keeps the method and the query string), then TanStack Start (server functions, API
 * routes, pages).
 */
export default createServerEntry({
  async fetch(request) {
    const url = new URL(request.url)
    const target = trailingSlashRedirect(url)
    if (target) return new Response(null, { status: 308, headers: { location: target } })
    return withSecurityHeaders(await handler(request), url.pathname)
  },
})
