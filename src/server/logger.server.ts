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
  ...['firstName', 'lastName', 'fullName', 'email', 'phone', 'zipCode', 'medicareNumber', 'medicaidNumber', 'dateOfBirth', 'answers', 'token'].flatMap(
    (field) => [field, `*.${field}`],
  ),
  '*.body',
  '*.query',
  '*.params',
  '*.url',
]

/** An error as it may be logged: its kind and driver code, never its message or stack. */
export function safeError(error: unknown): { name: string; code?: string } {
  const name = error instanceof Error ? error.name : typeof error
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' || typeof code === 'number' ? { name, code: String(code) } : { name }
}

export function createLogger(destination?: DestinationStream): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info')
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

export const logger: Logger = createLogger()
