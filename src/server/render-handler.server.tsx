import { renderToReadableStream } from 'react-dom/server'
import {
  RouterServer,
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { langFromPath } from '~/i18n/locales'
import { logger, safeError } from './logger.server'
import { notFoundHtml, serverErrorHtml } from './not-found-page.server'
import { REJECTED_INPUT, validationIssues } from '~/shared/safe-errors'

/**
 * Start's streaming render (React's renderToReadableStream through the router's stream
 * transform, as the router's own stream handler does it), waiting for every Suspense boundary
 * before the first byte, as the router's handler does for crawlers: the page reads complete
 * without JavaScript (nothing is left in hidden parts for a script to move), and an exception
 * while rendering can still answer HTTP 500 with the site's error page in the page's language (a
 * stream that had started would have sent 200). No message or stack trace is sent; the log says
 * which route failed, by code.
 */
export const renderHandler = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  const lang = langFromPath(router.state.location.pathname)
  // A path or query value a loader's server function refused (too long, wrong shape) names no
  // page: 404 at once, in the page's language (decision 0012), never the error page's 500.
  if (
    router.state.matches.some(
      (match) =>
        match.status === 'error' &&
        ((match.error as Error)?.message === REJECTED_INPUT || validationIssues(match.error)),
    )
  ) {
    router.serverSsr?.cleanup()
    logger.info({ code: 'rejected_input', status: 404 }, 'rejected input')
    return notFoundHtml(lang)
  }
  for (const match of router.state.matches) {
    if (match.status === 'error')
      logger.error(
        { code: 'loader_failed', route: match.routeId, err: safeError(match.error) },
        'loader failed',
      )
  }
  let failed = false
  let rejected = false
  const onError = (error: unknown) => {
    if (request.signal.aborted) return
    failed = true
    // A part's own query refused its input (the same bad value as above, read while rendering).
    if (validationIssues(error)) rejected = true
    else logger.error({ code: 'render_failed', err: safeError(error) }, 'render failed')
  }
  const failure = () => {
    router.serverSsr?.cleanup()
    return rejected ? notFoundHtml(lang) : serverErrorHtml(lang)
  }
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>
  try {
    stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal: request.signal,
      nonce: router.options.ssr?.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError,
    })
    await stream.allReady
  } catch (error) {
    onError(error)
    return failure()
  }
  if (failed) {
    void stream.cancel().catch(() => {})
    return failure()
  }
  const body = transformReadableStreamWithRouter(router, stream, {
    rendererSafePoint: 'script-close',
    signal: request.signal,
  })
  return createSsrStreamResponse(
    router,
    new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
  )
})
