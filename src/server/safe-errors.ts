/**
 * A loader's error travels to the browser in the page's hydration data, and its message may name
 * internals (a query, a path, a value). Just before the router serializes its matches (its
 * `dehydrate` hook, server only), each error's message becomes a code and its stack goes: the
 * browser's error page shows the generic localized message, and the server log names the route
 * and the kind of error with the request id (render-handler.server.tsx).
 */
export const LOADER_FAILED = 'loader_failed'

export function redactMatchErrors(matches: ReadonlyArray<{ error?: unknown }>): void {
  for (const match of matches) {
    const error = match.error
    if (!(error instanceof Error)) continue
    try {
      error.message = LOADER_FAILED
      error.stack = undefined
    } catch {
      // A frozen error: leave it; its class decides what it carries.
    }
  }
}
