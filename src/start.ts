import { createMiddleware, createStart } from '@tanstack/react-start'
import {
  answer,
  pageCache,
  sameSite,
  serverFunctions,
  urlRules,
} from './server/request-pipeline.server'
import { validationFailures } from './server/server-function-input.server'

/**
 * The one request pipeline (decisions 0012 and 0015): every request passes these steps of
 * src/server/request-pipeline.server.ts in order, then its route's own middleware (each
 * endpoint declares its body and rate limits, src/server/endpoint-rules.server.ts), then its
 * handler or the page render. The steps live in a server module; `.server()` here is stripped
 * from the browser's copy of this file.
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [
    createMiddleware().server(answer),
    createMiddleware().server(urlRules),
    createMiddleware().server(sameSite),
    createMiddleware().server(serverFunctions),
    createMiddleware().server(pageCache),
  ],
  // A server function's input that fails its validator answers 400 with the fields.
  functionMiddleware: [createMiddleware({ type: 'function' }).server(validationFailures)],
}))
