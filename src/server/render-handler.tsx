import '../ui/preact-options'
import { renderToStringAsync } from 'preact-render-to-string'
import { RouterServer, defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { langFromPath } from '~/i18n/locales'
import { logger, safeError } from './logger.server'
import { serverErrorHtml } from './not-found-page'

const LEADING_DOCTYPE = /^\s*<!DOCTYPE html>/i

/**
 * Renders the whole page before answering, so that an exception while rendering can still turn
 * the answer into an HTTP 500 (a streamed answer has already sent 200), and so that suspended
 * parts (lazy routes, slices, queries) are in the HTML itself. A page that throws while rendering
 * is answered with the site's 500 page in its language: no message or stack trace is sent.
 */
export const renderHandler = defineHandlerCallback(async ({ router, responseHeaders }) => {
  // A loader that failed: the page shows the error component; the log says which route, by code.
  for (const match of router.state.matches) {
    if (match.status === 'error') logger.error({ code: 'loader_failed', route: match.routeId, err: safeError(match.error) }, 'loader failed')
  }
  let failed = false
  const response = await renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: async () => {
      // Waits for every suspended part and writes it in place, so the page reads complete
      // without JavaScript (a stream would send hidden parts for a script to move).
      try {
        const html = await renderToStringAsync(<RouterServer router={router} />)
        return html.replace(LEADING_DOCTYPE, '')
      } catch (error) {
        failed = true
        logger.error({ code: 'render_failed', err: safeError(error) }, 'render failed')
        return ''
      }
    },
  })
  return failed ? serverErrorHtml(langFromPath(router.state.location.pathname)) : response
})
