import { currentRequestContext } from './request-context'

/**
 * This request's CSP nonce for the router to stamp on its scripts (`ssr.nonce`). On the server it
 * comes from the request context; in the browser from the `csp-nonce` meta tag the router writes
 * (browsers hide the nonce attribute itself), so client-rendered tags carry the same value.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return currentRequestContext()?.nonce
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined
}
