import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes, randomUUID } from 'node:crypto'
import { installRequestContextStore, type RequestContext } from './request-context'

const storage = new AsyncLocalStorage<RequestContext>()
installRequestContextStore(storage)

/** A fresh context: a random request id and a random 128-bit nonce (base64). */
export function newRequestContext(): RequestContext {
  return { requestId: randomUUID(), nonce: randomBytes(16).toString('base64') }
}

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn)
}
