import { fieldErrors } from '~/ui/field-errors'
import { z } from 'zod/mini'
import { isWellFormedText } from '~/shared/well-formed-text'
import { zipCodeSchema } from '~/plans/zip-code-schema'

export const LEAD_SOURCES = ['request-call', 'form-slot', 'test-lead-form'] as const

/**
 * When the person would like the call: a part of the day inside the support hours every variant
 * of spec 9.2 shares (8am–8pm), in their local time. 'anytime' is the whole span.
 */
export const CALLBACK_WINDOWS = ['anytime', 'morning', 'afternoon', 'evening'] as const
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number]

/** Ten digits once punctuation and a leading country code 1 are dropped; area and exchange codes start 2-9. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s().+-]/g, '')
  const ten = /^1?([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(digits)
  return ten ? `${ten[1]}-${ten[2]}-${ten[3]}` : null
}

// A lone surrogate (ill-formed UTF-16) is refused like any bad name, never stored as U+FFFD.
const name = (message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message }),
      z.maxLength(60, { message }),
      z.refine(isWellFormedText, { message }),
    )

/**
 * The call request (spec 3.9) with the messages of spec 5.2 as i18n keys of the `leads`
 * namespace (`errors.<key>`). The browser form and POST /api/leads parse with this same schema.
 */
export const leadSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  // An empty box is a missing answer (spec 5.1's required-field message), not a wrong number.
  phone: z.pipe(
    z.string(),
    z.transform(
      (value, ctx) =>
        normalizePhone(value) ??
        (ctx.issues.push({
          code: 'custom',
          message: value.trim() === '' ? 'phoneRequired' : 'phone',
          input: value,
        }),
        z.NEVER),
    ),
  ),
  zipCode: zipCodeSchema('zipCode'),
  language: z.enum(['en', 'es'], { message: 'language' }),
  callbackWindow: z._default(z.enum(CALLBACK_WINDOWS, { message: 'callbackWindow' }), 'anytime'),
  source: z._default(z.enum(LEAD_SOURCES), 'request-call'),
})

export type LeadInput = z.input<typeof leadSchema>
export type Lead = z.output<typeof leadSchema>
export type LeadField =
  'firstName' | 'lastName' | 'phone' | 'zipCode' | 'language' | 'callbackWindow'
export const LEAD_FIELDS: readonly LeadField[] = [
  'firstName',
  'lastName',
  'phone',
  'zipCode',
  'language',
  'callbackWindow',
]

/** The message of each field the schema refused. */
export const leadErrors = (error: z.core.$ZodError) => fieldErrors(error, LEAD_FIELDS)

/** The Idempotency-Key header a client sends, unchanged, with every retry of one request. */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,200}$/))
