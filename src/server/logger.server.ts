import pino, { type DestinationStream, type Logger } from 'pino'
import { currentRequestId } from './request-context'

/**
 * The one server logger (pino, JSON lines on stdout). What may reach a log line: a code, a
 * request id, a method, a path without its query string, a status, a duration, an error's name
 * and driver code. What never may: request bodies, query values people type, cookies, database
 * parameters (a driver's message quotes them, so an error is logged by name and code only) and
 * any field that names a person. The redaction below is the second line of defence for a
 * careless call; the first is logging only codes.
 */
export const REDACTED_PATHS = [
  'body',
  'query',
  'search',
  'params',
  'cookie',
  'cookies',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'url',
  // (`name` alone is not here: an error's name is what the log keeps.)
  ...[
    'firstName',
    'lastName',
    'fullName',
    'email',
    'phone',
    'zipCode',
    'medicareNumber',
    'medicaidNumber',
    'dateOfBirth',
    'answers',
    'token',
  ].flatMap((field) => [field, `*.${field}`]),
  '*.body',
  '*.query',
  '*.params',
  '*.url',
]

/** An error as it may be logged: its class, its code and those of its causes. */
export type SafeError = { name: string; code?: string; cause?: SafeError }

const isSafeError = (value: unknown): value is SafeError =>
  !!value &&
  typeof value === 'object' &&
  !(value instanceof Error) &&
  typeof (value as { name?: unknown }).name === 'string' &&
  Object.keys(value).every((key) => key === 'name' || key === 'code' || key === 'cause')

/**
 * An error as it may be logged: its class (`DrizzleQueryError`, `DatabaseError`, `ConfigError`)
 * and its code (PostgreSQL's SQLSTATE such as 42P01, a Node code such as ECONNREFUSED, the name
 * of a missing setting), with its cause's the same way (an ORM wraps the driver's error), never
 * its message or stack: a driver's message quotes the values of the failed query. Applied by
 * the logger to `err` and `error` fields; a value it already made passes unchanged.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (isSafeError(error)) return error
  if (!(error instanceof Error)) return { name: error === null ? 'null' : typeof error }
  const code = (error as { code?: unknown }).code
  // The class's own name, unless a bundle shortened it (PGlite's is one letter).
  const constructorName = error.constructor?.name
  let name =
    constructorName && constructorName.length > 2 && constructorName !== 'Error'
      ? constructorName
      : error.name
  // pg-protocol names its errors after the message type, 'error': one with a SQLSTATE is the server's.
  if (name === 'error' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
    name = 'DatabaseError'
  const out: SafeError = { name }
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code)
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1)
  return out
}

export function createLogger(destination?: DestinationStream): Logger {
  const level =
    process.env.LOG_LEVEL ??
    (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info')
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: safeError, error: safeError },
      // Every line of a request carries its id, so an error report can be matched to its answer.
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    destination,
  )
}

/** The process's logger, on stdout (synchronous for files and pipes, so a line is never lost at exit). */
export const logger: Logger = createLogger(process.stdout)
