import { currentRequestContext } from './request-context'

/**
 * The token a no-JavaScript form posts (a hidden input): rendered by the server for this browser,
 * empty in the browser, where forms post JSON instead. See src/server/csrf.server.ts.
 */
export function formToken(): string {
  return currentRequestContext()?.formToken?.() ?? ''
}

/** The hidden input's name. */
export const FORM_TOKEN_FIELD = 'formToken'
