/**
 * What the server knows about the request being answered: its id (sent back as `x-request-id`
 * and in every JSON error), the CSP nonce of its scripts (a page rendered for it), and facts later steps add (a preview
 * session, a form token issued). The store lives on globalThis so that isomorphic modules (the
 * router, http.ts) can read it without importing node:async_hooks; src/server/request-context.server.ts
 * installs it and runs each request inside it. In the browser there is none.
 */
export type RequestContext = {
  requestId: string
  nonce: string
  /** A valid preview session: the answer is private and never cached. */
  preview?: boolean
  /** The form-token cookie value this request holds or was given (a signed double-submit token). */
  formCookie?: string
  /** Set when the page rendered a form token and the browser has no cookie yet. */
  issueFormCookie?: boolean
  /** Set when the answer holds this browser's form token: it is private, never shared by a cache. */
  formTokenRendered?: boolean
  /** Set when the answer holds one person's data (an application in progress): private, never stored by any cache. */
  privateAnswer?: boolean
  /** The form token of this browser (see src/shared/form-token.ts). */
  formToken?: () => string
  /**
   * A page answered from the cache: the CSP hashes of its inline scripts, stored with it. Its
   * policy names these instead of this request's nonce (the stored bytes hold no nonce of ours).
   */
  scriptHashes?: readonly string[]
}

type Store = { getStore(): RequestContext | undefined }

const KEY = Symbol.for('ceiba.requestContext')

export function currentRequestContext(): RequestContext | undefined {
  return ((globalThis as Record<symbol, unknown>)[KEY] as Store | undefined)?.getStore()
}

export function installRequestContextStore(store: Store): void {
  ;(globalThis as Record<symbol, unknown>)[KEY] = store
}

export const currentRequestId = (): string | undefined => currentRequestContext()?.requestId
