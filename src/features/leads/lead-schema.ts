import { z } from 'zod'
import { zipCodeSchema } from '~/plans/zip-code'

export const LEAD_SOURCES = ['request-call', 'form-slot', 'test-lead-form'] as const

/** Ten digits once punctuation and a leading country code 1 are dropped; area and exchange codes start 2-9. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s().+-]/g, '')
  const ten = /^1?([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(digits)
  return ten ? `${ten[1]}-${ten[2]}-${ten[3]}` : null
}

const name = (message: string) => z.string().trim().min(1, { message }).max(60, { message })

/**
 * The call request (spec 3.9) with the messages of spec 5.2 as i18n keys of the `leads`
 * namespace (`errors.<key>`). The browser form and POST /api/leads parse with this same schema.
 */
export const leadSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  phone: z
    .string()
    .transform((value, ctx) => normalizePhone(value) ?? (ctx.addIssue({ code: 'custom', message: 'phone' }), z.NEVER)),
  zipCode: zipCodeSchema('zipCode'),
  language: z.enum(['en', 'es'], { message: 'language' }),
  source: z.enum(LEAD_SOURCES).default('request-call'),
})

export type LeadInput = z.input<typeof leadSchema>
export type Lead = z.output<typeof leadSchema>
export type LeadField = 'firstName' | 'lastName' | 'phone' | 'zipCode' | 'language'
export const LEAD_FIELDS: readonly LeadField[] = ['firstName', 'lastName', 'phone', 'zipCode', 'language']

/** Field name to message key for each failed field, in form order. */
export function leadErrors(error: z.ZodError): Partial<Record<LeadField, string>> {
  const out: Partial<Record<LeadField, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as LeadField
    if (LEAD_FIELDS.includes(field) && !out[field]) out[field] = issue.message
  }
  return out
}

/** The Idempotency-Key header a client sends, unchanged, with every retry of one request. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,200}$/)
