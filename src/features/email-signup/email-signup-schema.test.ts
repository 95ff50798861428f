import { describe, expect, it } from 'vitest'
import signupEn from '../../../locales/en-us/emailSignup.json'
import signupEs from '../../../locales/es-mx/emailSignup.json'
import { emailSignupErrors, emailSignupSchema } from './email-signup-schema'

describe('email signup validation (spec 5.3)', () => {
  it('shows the exact spec messages for the email signup', () => {
    const keys = emailSignupErrors(
      emailSignupSchema.safeParse({ firstName: '', lastName: '', email: 'a@', language: 'es' })
        .error!,
    )
    expect(keys).toEqual({ firstName: 'firstName', lastName: 'lastName', email: 'email' })
    expect([signupEn.errors.firstName, signupEn.errors.lastName, signupEn.errors.email]).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Please enter a valid email address',
    ])
    expect(signupEs.errors.email).toBe(
      'Por favor, escriba una dirección válida de correo electrónico',
    )
  })
})
