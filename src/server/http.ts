import { z } from 'zod'

/** The JSON error body every API route answers with: `{ error: { code, message } }`. */
export function jsonError(status: number, code: string, message: string, details?: Record<string, unknown>): Response {
  return Response.json({ error: { code, message, ...details } }, { status, headers: { 'cache-control': 'no-store' } })
}

/** A JSON answer; read-only catalogue data may be cached briefly by browsers and CDNs. */
export function json(body: unknown, { maxAge = 0 }: { maxAge?: number } = {}): Response {
  return Response.json(body, { headers: { 'cache-control': maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store' } })
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * Parses input with a zod schema; a failure becomes a 400 naming each bad field (never the
 * value, which may be health information).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]))
  return { ok: false, response: jsonError(400, 'invalid_request', 'The request is not valid.', { fields }) }
}

/** Parses a request's query string; a parameter given twice keeps its last value. */
export function parseSearchParams<S extends z.ZodType>(schema: S, request: Request): Parsed<z.infer<S>> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams))
}

/** Query-string booleans: "true"/"1"/"yes" and "false"/"0"/"no"; anything else is a 400. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

/**
 * Runs a route handler and turns an unexpected failure into a JSON 500 without a stack trace.
 * Only the error's message is logged, cut before any query parameters, so inputs stay out of logs.
 */
export async function handleErrors(label: string, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`${label} failed: ${message.split('\nparams:')[0]}`)
    return jsonError(500, 'internal_error', 'Something went wrong - please try again')
  }
}
