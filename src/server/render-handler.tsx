import ReactDOMServer from 'react-dom/server'
import { RouterServer, defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'

/**
 * Renders the whole page before answering, so that an exception while rendering can still turn
 * the answer into an HTTP 500 (a streamed answer has already sent 200). The page itself then
 * shows the error component after hydration; no message or stack trace is sent.
 */
export const renderHandler = defineHandlerCallback(async ({ router, responseHeaders }) => {
  let failed = false
  const response = await renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: async () => {
      const stream = await ReactDOMServer.renderToReadableStream(<RouterServer router={router} />, {
        onError(error) {
          failed = true
          console.error(`Render error: ${error instanceof Error ? error.name : 'unknown'}`)
        },
      })
      await stream.allReady
      return new Response(stream).text()
    },
  })
  if (!failed) return response
  return new Response(response.body, { status: 500, headers: response.headers })
})
