import { defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-router/ssr/server'
import { logger, safeError } from './logger.server'

/**
 * Start's own streaming renderer (React's renderToReadableStream through the router), after a
 * line in the log for each loader that failed: the page shows the error component; the log says
 * which route, by code, never the message.
 */
export const renderHandler = defineHandlerCallback((context) => {
  for (const match of context.router.state.matches) {
    if (match.status === 'error') logger.error({ code: 'loader_failed', route: match.routeId, err: safeError(match.error) }, 'loader failed')
  }
  return defaultStreamHandler(context)
})
