import { fieldErrors } from '~/ui/field-errors'
import { z } from 'zod/mini'
import { isWellFormedText } from '~/shared/well-formed-text'

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
 * The health-tips signup (spec 3.10) with the messages of spec 5.3 as i18n keys of the
 * `emailSignup` namespace (`errors.<key>`). Shared by the form and POST /api/email-signups.
 */
export const emailSignupSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase()),
    z.email({ message: 'email' }).check(z.maxLength(254, { message: 'email' })),
  ),
  language: z.enum(['en', 'es'], { message: 'language' }),
})

export type EmailSignupInput = z.input<typeof emailSignupSchema>
export type EmailSignup = z.output<typeof emailSignupSchema>
export type EmailSignupField = keyof EmailSignup
export const EMAIL_SIGNUP_FIELDS: readonly EmailSignupField[] = [
  'firstName',
  'lastName',
  'email',
  'language',
]

/** The message of each field the schema refused. */
export const emailSignupErrors = (error: z.core.$ZodError) =>
  fieldErrors(error, EMAIL_SIGNUP_FIELDS)
