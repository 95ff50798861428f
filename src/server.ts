import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { trailingSlashRedirect } from './i18n/trailing-slash'
import { withSecurityHeaders } from './server/security-headers'

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
    return withSecurityHeaders(await handler.fetch(request), url.pathname)
  },
})
