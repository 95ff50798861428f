import { z } from 'zod'
import { normalizeString } from './string-match'

/**
 * FHIR search parameters: their declarations (which the CapabilityStatement publishes) and the
 * zod schemas that parse a query string. A parameter the resource type does not declare, a
 * modifier it does not allow, or a value that does not parse is a 400 OperationOutcome.
 */
export type ParamType = 'string' | 'token' | 'reference' | 'date' | 'number'

export type Token = { system?: string; code: string }
export type DateBound = { prefix: 'eq' | 'gt' | 'lt' | 'ge' | 'le'; start: number; end: number }

export type ParamDef = {
  name: string
  type: ParamType
  documentation: string
  /** Modifiers besides none, e.g. ['text'] for MedicationKnowledge?code:text= */
  modifiers?: readonly string[]
  /** Zod schema of one value (already split at commas: OR). */
  value?: z.ZodType<unknown>
  /** For a reference: the resource types it points to (what chains, _include and _revinclude follow). */
  target?: readonly string[]
}

const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')

/** A string search value, compared without case or accents (string-match.ts). */
export const stringValue = text.transform(normalizeString)

/** `[system]|code` or `code`; an escaped `\|` belongs to the system or code. */
export const tokenValue = text
  .transform((value): Token => {
    const bar = /(?<!\\)\|/.exec(value)?.index ?? -1
    const unescape = (part: string) => part.replace(/\\\|/g, '|')
    if (bar < 0) return { code: unescape(value) }
    return {
      system: unescape(value.slice(0, bar)) || undefined,
      code: unescape(value.slice(bar + 1)),
    }
  })
  .refine((token) => token.code.length > 0, 'needs a code after the |')

/** A reference value: `Type/id` or a bare id; `Type` must be one of the allowed targets. */
export const referenceValue = (...types: string[]) =>
  text.transform((value, ctx) => {
    // An absolute reference to this server's own resources reads as Type/id.
    const match = /^(?:(?:https?:\/\/[^?#]*\/)?([A-Za-z]+)\/)?([A-Za-z0-9\-.]{1,64})$/.exec(value)
    if (!match || (match[1] && !types.includes(match[1]))) {
      ctx.addIssue({
        code: 'custom',
        message: `must be ${types.map((type) => `${type}/{id}`).join(' or ')} or an id`,
      })
      return z.NEVER
    }
    return { type: match[1] ?? types[0]!, id: match[2]! }
  })

export const postalCode = z
  .string()
  .regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit ZIP code')
  .transform((zip) => zip.slice(0, 5))
export const stateCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter state code')
  .transform((state) => state.toUpperCase())

const DATE =
  /^(eq|gt|lt|ge|le)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/

/** A date with an optional prefix; the value stands for the whole range its precision covers. */
export const dateValue = z.string().transform((value, ctx): DateBound => {
  const m = DATE.exec(value)
  if (!m) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a FHIR date such as ge2026-01-01 or 2026-11-01T00:00:00Z',
    })
    return z.NEVER
  }
  const [, prefix = 'eq', y, mo, d, h, mi, s, zone] = m
  const iso = `${y}-${mo ?? '01'}-${d ?? '01'}T${h ?? '00'}:${mi ?? '00'}:${s ?? '00'}${zone ?? 'Z'}`
  const start = Date.parse(iso)
  if (Number.isNaN(start)) {
    ctx.addIssue({ code: 'custom', message: 'is not a real date' })
    return z.NEVER
  }
  const next = new Date(start)
  if (s) next.setUTCSeconds(next.getUTCSeconds() + 1)
  else if (mi) next.setUTCMinutes(next.getUTCMinutes() + 1)
  else if (d) next.setUTCDate(next.getUTCDate() + 1)
  else if (mo) next.setUTCMonth(next.getUTCMonth() + 1)
  else next.setUTCFullYear(next.getUTCFullYear() + 1)
  return { prefix: prefix as DateBound['prefix'], start, end: next.getTime() }
})

/** Whether an instant satisfies every `_lastUpdated` bound (FHIR ranges: eq is within, ge from start...). */
export function dateMatches(instant: string, bounds: DateBound[]): boolean {
  return timeMatches(Date.parse(instant), bounds)
}

/** Whether a time (milliseconds since 1970) satisfies every `_lastUpdated` bound. */
export function timeMatches(t: number, bounds: DateBound[]): boolean {
  return bounds.every(({ prefix, start, end }) =>
    prefix === 'eq'
      ? t >= start && t < end
      : prefix === 'gt'
        ? t >= end
        : prefix === 'ge'
          ? t >= start
          : prefix === 'lt'
            ? t < start
            : t < end,
  )
}

export const COUNT_DEFAULT = 20
export const COUNT_MAX = 100

/** Parameters every resource type takes. */
export const COMMON_PARAMS: ParamDef[] = [
  {
    name: '_id',
    type: 'token',
    documentation: 'Logical id; a comma-separated list matches any.',
    value: z.string().regex(/^[A-Za-z0-9\-.]{1,64}$/, 'must be a FHIR id'),
  },
  {
    name: '_lastUpdated',
    type: 'date',
    documentation:
      'When the resource last changed, with a prefix (eq, gt, lt, ge, le); may repeat.',
    value: dateValue,
  },
]

/** Result parameters, accepted on every search. A `_count` above the largest page is that page (R4 lets the server choose). */
export const controlSchema = z.object({
  _count: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .transform((count) => Math.min(count, COUNT_MAX))
    .default(COUNT_DEFAULT),
  _offset: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(100_000, 'is too large')
    .default(0),
  // An unencoded + reads as a space: `_format=application/fhir+json` pasted into a URL.
  _format: z
    .enum(['json', 'application/json', 'application/fhir+json', 'application/fhir json'])
    .optional(),
  // count: the total alone; true: the summary elements, text: text, id, meta and mandatory elements (summary.ts); data and false: the whole resources (they carry no narrative).
  _summary: z
    .enum(['count', 'true', 'data', 'false', 'text'], {
      error: 'must be count, true, data, text or false',
    })
    .optional(),
  // Every total is exact and cheap here: none and estimate get the same accurate total.
  _total: z
    .enum(['none', 'estimate', 'accurate'], { error: 'must be none, estimate or accurate' })
    .optional(),
  _elements: z
    .string()
    .regex(
      /^[A-Za-z][A-Za-z0-9]*(\s*,\s*[A-Za-z][A-Za-z0-9]*)*$/,
      'must be a comma-separated list of element names, such as name,address',
    )
    .optional(),
})
