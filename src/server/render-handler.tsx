import { prerender } from 'react-dom/static'
import { RouterServer, defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { logger, safeError } from './logger.server'

const LEADING_DOCTYPE = /^\s*<!DOCTYPE html>/i

/**
 * Renders the whole page before answering, so that an exception while rendering can still turn
 * the answer into an HTTP 500 (a streamed answer has already sent 200), and so that suspended
 * parts (lazy routes, slices, queries) are in the HTML itself. The page itself then
 * shows the error component after hydration; no message or stack trace is sent.
 */
export const renderHandler = defineHandlerCallback(async ({ router, responseHeaders }) => {
  let failed = false
  // A loader that failed: the page shows the error component; the log says which route, by code.
  for (const match of router.state.matches) {
    if (match.status === 'error') logger.error({ code: 'loader_failed', route: match.routeId, err: safeError(match.error) }, 'loader failed')
  }
  const response = await renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: async () => {
      // prerender waits for every suspended part and writes it in place, so the page reads
      // complete without JavaScript (a stream would send hidden parts for a script to move).
      const { prelude } = await prerender(<RouterServer router={router} />, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failed = true
          logger.error({ code: 'render_failed', err: safeError(error) }, 'render failed')
        },
      })
      // React writes a doctype before an <html> root, and renderSsrHtmlResponse writes its own
      // in front of what this returns: keep only one.
      const html = await new Response(prelude).text()
      return html.replace(LEADING_DOCTYPE, '')
    },
  })
  if (!failed) return response
  return new Response(response.body, { status: 500, headers: response.headers })
})
