import { z } from 'zod'
import { logger, safeError } from './logger.server'
import { currentRequestId } from '~/shared/request-context'

/**
 * The one way an endpoint answers an error: a JSON body `{ error: { code, message, requestId, ...details } }`
 * with a fitting status, never cached (the request id is also the `x-request-id` header). `compat` adds top-level members for clients that read
 * another error shape (the Prismic Content API's `type` and `message`).
 */
export function jsonError(
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
  compat?: Record<string, unknown>,
): Response {
  const requestId = currentRequestId()
  return Response.json(
    { ...compat, error: { code, message, ...(requestId ? { requestId } : {}), ...details } },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

/** A JSON answer; read-only catalogue data may be cached briefly by browsers and CDNs. */
export function json(body: unknown, { maxAge = 0 }: { maxAge?: number } = {}): Response {
  return Response.json(body, {
    headers: { 'cache-control': maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store' },
  })
}

/** A PDF document, public and the same for everyone, so browsers and CDNs may keep it a day. */
export function pdf(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename}"`,
      'cache-control': 'public, max-age=86400',
    },
  })
}

export const documentNotFound = () =>
  jsonError(404, 'document_not_found', 'There is no such document.')

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** The code and message of a 400 for bad input; the endpoint's contract may name its own. */
type Problem = { code: string; message: string }
const INVALID_REQUEST: Problem = { code: 'invalid_request', message: 'The request is not valid.' }
/** The 400 of the directory searches (providers, stores), whose contract names the query string. */
export const INVALID_QUERY: Problem = {
  code: 'invalid_query',
  message: 'The search parameters are not valid.',
}

/** Each bad field with its problem (never the value, which may be health information). */
export const invalidFields = (error: z.core.$ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]))

/** Parses input with a zod schema (zod's or zod/mini's); a failure becomes a 400 naming each bad field. */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  problem = INVALID_REQUEST,
): Parsed<z.infer<S>> {
  const result = z.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.data }
  return {
    ok: false,
    response: jsonError(400, problem.code, problem.message, {
      fields: invalidFields(result.error),
    }),
  }
}

/** Parses a request's query string; a parameter given twice keeps its last value. */
export function parseSearchParams<S extends z.core.$ZodType>(
  schema: S,
  request: Request,
  problem = INVALID_REQUEST,
): Parsed<z.infer<S>> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams), problem)
}

/** Parses a JSON request body; a body that is not JSON is a 400 'invalid_json'. */
export async function readJson(
  request: Request,
  message = 'The request body must be JSON.',
): Promise<Parsed<unknown>> {
  try {
    return { ok: true, data: await request.json() }
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_json', message) }
  }
}

/** Query-string booleans: "true"/"1"/"yes" and "false"/"0"/"no"; anything else is a 400. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

type Failure = { status: number; code: string; message: string }
const INTERNAL_ERROR: Failure = {
  status: 500,
  code: 'internal_error',
  message: 'Something went wrong - please try again',
}

/**
 * Runs a route handler and turns an unexpected failure into a JSON error without a stack trace
 * (a 500 unless the endpoint's contract names another answer). Only the kind of failure is
 * logged, its name and driver code: a message can quote the values of a failed query.
 */
export async function handleErrors(
  label: string,
  handler: () => Promise<Response>,
  failure = INTERNAL_ERROR,
): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    logger.error({ code: failure.code, endpoint: label, err: safeError(error) }, `${label} failed`)
    return jsonError(failure.status, failure.code, failure.message)
  }
}
