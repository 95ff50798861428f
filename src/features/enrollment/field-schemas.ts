import { z } from 'zod/mini'
import { isZipCode } from '~/plans/zip-code'

/**
 * Field-level schemas of the enrollment form. Every message is a key under `errors` in
 * locales/<lang>/enrollment.json (the exact spec 5.1 strings where the spec gives one).
 */
export type ErrorKey =
  | 'required'
  | 'zip'
  | 'email'
  | 'year'
  | 'phone'
  | 'mbiLength'
  | 'mbiFormat'
  | 'realDate'
  | 'futureDate'
  | 'poBox'
  | 'npn'
  | 'creole'
  | 'csnpCondition'
  | 'medicaidRequired'
  | 'medicaidLevel'
  | 'initial'
  | 'tooLong'
  | 'pcpName'
  | 'serviceArea'

const issue = (message: ErrorKey) => ({ code: 'custom' as const, message })

export const requiredText = (max = 80) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'))
export const optionalText = (max = 80) =>
  z.string({ error: 'required' }).check(z.trim(), z.maxLength(max, 'tooLong'))

/** A radio or select: one of the values, '' when nothing is chosen (then 'required'). */
export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'required' })
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(['', ...values] as [string, ...string[]], {
    error: 'required',
  }) as unknown as z.ZodMiniType<'' | T[number], '' | T[number]>

export const checkbox = z.boolean({ error: 'required' })

/** Digits only; a leading US country code 1 is dropped. Valid when 10 digits remain. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}
const PHONE_SHAPE = /^\+?1?[\s.-]*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/

export const phone = ({ required }: { required: boolean }) =>
  z.pipe(
    z.string({ error: 'required' }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        if (value === '') return void (required && ctx.addIssue(issue('required')))
        const digits = normalizePhone(value)
        if (!PHONE_SHAPE.test(value) || digits.length !== 10 || /^[01]/.test(digits))
          ctx.addIssue(issue('phone'))
      }),
    ),
    z.transform((value) => (value === '' ? '' : normalizePhone(value))),
  )

export const email = ({ required }: { required: boolean }) =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (value === '') return void (required && ctx.addIssue(issue('required')))
      if (!z.email().safeParse(value).success || value.length > 254) ctx.addIssue(issue('email'))
    }),
    z.toLowerCase(),
  )

export const zip = z.string({ error: 'required' }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    if (value === '') return void ctx.addIssue(issue('required'))
    if (!isZipCode(value)) ctx.addIssue(issue('zip'))
  }),
)

/**
 * Medicare Beneficiary Identifier, CMS format: 11 characters; 1 a digit 1-9; 2, 5, 8, 9 letters;
 * 3 and 6 letter or digit; 4, 7, 10, 11 digits; letters never S, L, O, I, B, Z.
 * Lowercase, spaces and dashes are accepted on input and normalised away.
 */
const L = '[AC-HJKMNP-RT-Y]'
const MBI = new RegExp(`^[1-9]${L}[0-9AC-HJKMNP-RT-Y]\\d${L}[0-9AC-HJKMNP-RT-Y]\\d${L}${L}\\d\\d$`)
export const normalizeMbi = (value: string) => value.toUpperCase().replace(/[\s-]/g, '')
export const isMbi = (value: string) => MBI.test(normalizeMbi(value))

export const medicareNumber = z.string({ error: 'required' }).check(
  z.overwrite(normalizeMbi),
  z.superRefine((value, ctx) => {
    if (value === '') return void ctx.addIssue(issue('required'))
    if (value.length !== 11) return void ctx.addIssue(issue('mbiLength'))
    if (!MBI.test(value)) ctx.addIssue(issue('mbiFormat'))
  }),
)

/** National Producer Number: 1 to 10 digits. */
export const NPN = /^\d{1,10}$/

const PO_BOX =
  /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|postal\s+box|apartado\s+(postal|de\s+correos))\b|^\s*(box|pob)\s*\d/i
export const isPoBox = (value: string) => PO_BOX.test(value)

export const multiSelect = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: 'required' }), { error: 'required' })
