/**
 * A loader's error travels to the browser in the page's hydration data, and its message may name
 * internals (a query, a path, a value). Just before the router serializes its matches (its
 * `dehydrate` hook, server only), each error's message becomes a code and its stack goes: the
 * browser's error page shows the generic localized message, and the server log names the route
 * and the kind of error with the request id (render-handler.server.tsx).
 */
export const LOADER_FAILED = 'loader_failed'

/**
 * The code of an error that is a server function's input validation failing (a path or query
 * value no page can have, e.g. a 201-character article uid): bad input, which the server answers
 * 404 at once (render-handler.server.tsx), never a server fault.
 */
export const REJECTED_INPUT = 'rejected_input'

/**
 * Whether an error is a failed input validation: Start's validator step throws an Error whose
 * message is the Standard Schema issues as JSON (zod's included).
 */
export function validationIssues(error: unknown): { path?: unknown; message?: unknown }[] | null {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return null
  try {
    const issues: unknown = JSON.parse(error.message)
    return Array.isArray(issues) &&
      issues.length > 0 &&
      issues.every((issue) => issue && typeof issue === 'object' && 'message' in issue)
      ? (issues as { path?: unknown; message?: unknown }[])
      : null
  } catch {
    return null
  }
}

export function redactMatchErrors(matches: ReadonlyArray<{ error?: unknown }>): void {
  for (const match of matches) {
    const error = match.error
    if (!(error instanceof Error)) continue
    try {
      error.message = validationIssues(error) ? REJECTED_INPUT : LOADER_FAILED
      error.stack = undefined
    } catch {
      // A frozen error: leave it; its class decides what it carries.
    }
  }
}
