import pino, { type DestinationStream, type Logger } from 'pino'
import { currentRequestId } from '~/shared/request-context'

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

/**
 * What a console line keeps: the words of its first text argument, with whatever can carry a
 * request value taken out (quoted text, paths and addresses, numbers of three digits or more, and
 * everything after a colon, where libraries print the value they choke on).
 */
export function consoleWords(text: string): string {
  return text
    .split(/:\s/)[0]!
    .replace(/(["'`]).*?\1|\S*[/\\]\S*|\d{3,}|[{[][\s\S]*/g, '…')
    .slice(0, 120)
    .trim()
}

/**
 * Lines printed with console.* by the site's own code or a library (React's warnings, the
 * router's `console.error(error)`, a feature's `console.warn('…', { key })`) go to the JSON log
 * instead of stdout as they are: the level, the words of the message (`consoleWords`) and an
 * error argument's class and code, never the other arguments, which can hold request values
 * (decision 0012). Installed by the production server entry; development keeps the console.
 */
export function routeConsoleToLogger(target: Logger = logger): void {
  const levels = {
    error: 'error',
    warn: 'warn',
    info: 'info',
    log: 'info',
    debug: 'debug',
  } as const
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, Level][]) {
    console[method] = (...args: unknown[]) => {
      const first = args[0]
      const err = args.find((arg) => arg instanceof Error)
      const msg = typeof first === 'string' ? consoleWords(first) : 'console'
      target[level]({ code: 'console', ...(err ? { err } : {}) }, msg || 'console')
    }
  }
}

type Level = 'error' | 'warn' | 'info' | 'debug'
