import { describe, expect, it } from 'vitest'
import en from '../../../locales/en-us/leads.json'
import es from '../../../locales/es-mx/leads.json'
import { CALLBACK_WINDOWS, leadErrors, leadSchema, normalizePhone } from './lead-schema'

describe('call request validation (spec 5.2)', () => {
  it('shows the exact spec messages for each failed lead field', () => {
    const result = leadSchema.safeParse({
      firstName: '',
      lastName: '  ',
      phone: '911',
      zipCode: '1234',
      language: 'en',
    })
    const keys = leadErrors(result.error!)
    const message = (lang: typeof en, field: keyof typeof keys) =>
      lang.errors[keys[field] as keyof typeof lang.errors]
    expect([
      message(en, 'firstName'),
      message(en, 'lastName'),
      message(en, 'phone'),
      message(en, 'zipCode'),
    ]).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Please enter a valid phone number',
      'Please enter a 5-digit ZIP code',
    ])
    expect([message(es, 'firstName'), message(es, 'lastName'), message(es, 'phone')]).toEqual([
      'Escriba su nombre',
      'Escriba su apellido',
      'Por favor, escriba un número de teléfono válido',
    ])
  })

  it('answers an empty phone box with the required-field message, a wrong one with the phone message', () => {
    const lead = { firstName: 'Rosa', lastName: 'Delgado', zipCode: '33125', language: 'en' }
    const empty = leadSchema.safeParse({ ...lead, phone: '  ' })
    expect(leadErrors(empty.error!)).toEqual({ phone: 'phoneRequired' })
    expect(en.errors.phoneRequired).toBe('Please fill out this field to continue')
    expect(es.errors.phoneRequired).toBe('Complete este campo para continuar')
    const wrong = leadSchema.safeParse({ ...lead, phone: '555' })
    expect(leadErrors(wrong.error!)).toEqual({ phone: 'phone' })
  })

  it('takes a callback window inside the support hours, "any time" when none is sent, and refuses any other', () => {
    const lead = {
      firstName: 'Rosa',
      lastName: 'Delgado',
      phone: '305-555-0142',
      zipCode: '33125',
      language: 'es',
    }
    for (const window of CALLBACK_WINDOWS)
      expect(leadSchema.parse({ ...lead, callbackWindow: window }).callbackWindow).toBe(window)
    expect(leadSchema.parse(lead).callbackWindow).toBe('anytime')
    for (const bad of ['midnight', '', 3, null]) {
      const result = leadSchema.safeParse({ ...lead, callbackWindow: bad })
      expect(result.success).toBe(false)
      expect(leadErrors(result.error!)).toEqual({ callbackWindow: 'callbackWindow' })
    }
    expect(en.errors.callbackWindow).toBe('Choose when we should call you')
    expect(es.errors.callbackWindow).toBe('Elija cuándo prefiere que lo llamemos')
    for (const window of CALLBACK_WINDOWS) {
      expect(en.callbackWindow.options[window]).toMatch(/(8am|noon|4pm)/)
      expect(es.callbackWindow.options[window]).toMatch(/(a\. m\.|mediodía|p\. m\.)/)
    }
  })

  it('accepts US phone numbers however they are typed', () => {
    expect(
      ['3055550142', '(305) 555-0142', '+1 305 555 0142', '305.555.0142'].map(normalizePhone),
    ).toEqual(Array(4).fill('305-555-0142'))
    expect(['555-0142', '0055550142', '305-155-0142', 'call me'].map(normalizePhone)).toEqual([
      null,
      null,
      null,
      null,
    ])
  })
})
