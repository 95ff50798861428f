import { createMiddleware } from '@tanstack/react-start'
import { fieldError, perimeterError } from './api-errors.server'
import { logger } from './logger.server'
import { clientAddress, consume, type RateLimit } from './rate-limits.server'
import { checkBody, type BodyRule } from './request-guards'

/** Methods that change state: the ones an endpoint's rules apply to. */
export const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * What one endpoint allows (decision 0012), declared beside its route: a rate limit per client
 * address and what its body may be (media types, bytes).
 */
export type EndpointRules = { rateLimit?: RateLimit; body: BodyRule }

/**
 * The answer refusing a state-changing request, or null when it passes: the client's rate limit
 * (429 with Retry-After), the media type (415), the body limit (413, from Content-Length at once
 * or as soon as the stream passes it) and bad text in the body (400 naming the field: a control character, a lone surrogate, bytes that are not UTF-8). The body is read
 * from a copy (a tee of the stream): the handler reads the request itself, the same bytes.
 */
export async function refusal(request: Request, rules: EndpointRules): Promise<Response | null> {
  if (rules.rateLimit) {
    const outcome = await consume(rules.rateLimit, clientAddress(request))
    if (!outcome.ok) {
      const response = perimeterError(request, 429, 'rate_limited', {
        minutes: Math.ceil(outcome.retryAfterSeconds / 60),
      })
      response.headers.set('retry-after', String(outcome.retryAfterSeconds))
      logger.warn(
        {
          code: 'rate_limited',
          limit: rules.rateLimit.name,
          method: request.method,
          path: new URL(request.url).pathname,
        },
        'rate limited',
      )
      return response
    }
  }
  const body = await checkBody(request.body ? request.clone() : request, rules.body)
  if (body.ok) return null
  // The handler will not read it: stop receiving the rest (cancelling both copies ends the stream).
  void request.body?.cancel().catch(() => {})
  if (body.field !== undefined) return fieldError(request, body.code, body.field)
  return perimeterError(request, body.status, body.code)
}

/**
 * A route's request middleware (`server: { middleware: [endpointRules({...})] }`) applying its
 * rules to its state-changing requests; reads pass untouched. The rules ride on the middleware,
 * so a test can read what each route declared.
 */
export function endpointRules(rules: EndpointRules) {
  const middleware = createMiddleware().server(async ({ request, next }) => {
    if (!STATE_CHANGING.has(request.method)) return next()
    return (await refusal(request, rules)) ?? next()
  })
  return Object.assign(middleware, { endpointRules: rules })
}
