import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import type { EnrollmentAnswers } from './answers-shape'
import { emptyAnswers } from './empty-answers'
import { validateApplication, validateStep } from './schema'
import { STEP_FIELDS } from './steps'
import { summaryProblems } from './summary-problems'
import { HMO_PLAN, validAnswers } from './testing/fixtures'

const errorsFor = (overrides: Partial<EnrollmentAnswers>) => {
  const result = validateApplication(validAnswers(HMO_PLAN, overrides), HMO_PLAN)
  return result.success ? {} : result.errors
}
const message = (lang: 'en' | 'es', key: string) =>
  i18nFor(lang).t(`enrollment:errors.${key}` as never)

describe('enrollment messages (spec 5.1)', () => {
  it.each([
    ['required', 'Please fill out this field to continue', 'Complete este campo para continuar'],
    ['zip', 'Please enter a 5-digit ZIP code', 'Ingrese un código postal de 5 dígitos'],
    [
      'email',
      'Please enter a valid email address',
      'Ingrese una dirección de correo electrónico válida',
    ],
    ['year', 'Please enter a valid year', 'Ingrese un año válido'],
    ['phone', 'Please enter a valid phone number', 'Ingrese un número de teléfono válido'],
    [
      'mbiLength',
      'Please enter an 11-character Medicare number',
      'Ingrese un número de Medicare de 11 caracteres',
    ],
    [
      'stepIncomplete',
      '*Please fill in all required fields before continuing.',
      '*Complete todos los campos obligatorios antes de continuar.',
    ],
  ])('%s reads exactly as the spec in both languages', (key, en, es) => {
    expect(message('en', key)).toBe(en)
    expect(message('es', key)).toBe(es)
  })

  it('has an English and a Spanish text for every error the schema can produce', () => {
    const keys = [
      'realDate',
      'futureDate',
      'poBox',
      'npn',
      'creole',
      'csnpCondition',
      'medicaidRequired',
      'medicaidLevel',
      'initial',
      'tooLong',
      'pcpName',
      'mbiFormat',
    ]
    for (const key of keys) {
      expect(message('en', key)).not.toMatch(/^enrollment:|errors\./)
      expect(message('es', key)).not.toBe(message('en', key))
    }
  })
})

describe('enrollment schema: the whole application', () => {
  it('accepts a complete application and normalises it', () => {
    const result = validateApplication(
      validAnswers(HMO_PLAN, { medicareNumber: '1eg4 te5-mk73' }),
      HMO_PLAN,
    )
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.data.medicareNumber).toBe('1EG4TE5MK73')
    expect(result.data.primaryPhoneNumber).toBe('3055550134')
    expect(result.data.paymentMethod).toBe('bill') // none chosen: a monthly bill (spec 4.4)
    expect(result.data.language).toBe('english') // blank means English (spec 3.1)
  })

  it('reports every missing required field of a blank application, in page order', () => {
    const result = validateApplication(emptyAnswers(HMO_PLAN.slug), HMO_PLAN)
    expect(result.success).toBe(false)
    if (result.success) return
    const required = Object.entries(result.errors)
      .filter(([, key]) => key === 'required')
      .map(([path]) => path)
    expect(required).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth.month',
      'gender',
      'primaryPhoneNumber',
      'permanentAddressLine1',
      'city',
      'state',
      'zipcode',
      'medicareNumber',
      'enrolledStateMedicaid',
      'inLongTermCareFacility',
      'otherInsurance',
      'relationshipToPersonListed',
      'signature',
    ])
  })

  it('names each problem of a birth date once: the empty parts, then a mistyped year', () => {
    const errors = validateStep(
      'personal',
      { ...validAnswers(), dateOfBirth: { month: '', day: '', year: '19' } },
      HMO_PLAN,
    )
    const date = Object.entries(errors).filter(([path]) => path.startsWith('dateOfBirth.'))
    // Both empty parts are marked, so each is announced invalid where it stands...
    expect(date).toEqual([
      ['dateOfBirth.month', 'required'],
      ['dateOfBirth.day', 'required'],
      ['dateOfBirth.year', 'year'],
    ])
    // ...and the error summary lists "fill out this field" once, then the year.
    expect(summaryProblems(errors).filter(([path]) => path.startsWith('dateOfBirth.'))).toEqual([
      ['dateOfBirth.month', 'required'],
      ['dateOfBirth.year', 'year'],
    ])
  })

  it('shows every problem of a step at once: cross-field rules report alongside missing fields', () => {
    const answers = {
      ...validAnswers(),
      firstName: '',
      primaryPhoneNumber: '555',
      permanentAddressLine1: 'PO Box 9',
      zipcode: '70112',
    }
    expect(validateStep('personal', answers, HMO_PLAN)).toEqual({
      firstName: 'required',
      primaryPhoneNumber: 'phone',
      permanentAddressLine1: 'poBox',
      zipcode: 'serviceArea',
    })
    const whole = validateApplication(
      { ...answers, medicareNumber: '', relationshipToPersonListed: 'individualHelper' },
      HMO_PLAN,
    )
    expect(whole.success ? {} : Object.keys(whole.errors)).toEqual([
      'firstName',
      'primaryPhoneNumber',
      'permanentAddressLine1',
      'zipcode',
      'medicareNumber',
      'individualRepName',
      'individualRepRelationship',
      'individualRepSignature',
    ])
  })

  it('validates one step at a time with the same rules', () => {
    const errors = validateStep('personal', emptyAnswers(HMO_PLAN.slug), HMO_PLAN)
    expect(
      Object.keys(errors).every((path) =>
        (STEP_FIELDS.personal as string[]).includes(path.split('.')[0]!),
      ),
    ).toBe(true)
    expect(errors.firstName).toBe('required')
    expect(validateStep('personal', validAnswers(), HMO_PLAN)).toEqual({})
    expect(validateStep('payment', emptyAnswers(HMO_PLAN.slug), HMO_PLAN)).toEqual({})
  })

  it.each([['3310'], ['331011'], ['33l01'], ['33101-1234']])(
    'rejects the ZIP code %s',
    (zipcode) => {
      expect(errorsFor({ zipcode })).toEqual({ zipcode: 'zip' })
    },
  )

  it.each([['rosa@'], ['rosa.example.com'], ['rosa@example']])('rejects the email %s', (email) => {
    expect(errorsFor({ email })).toEqual({ email: 'email' })
  })

  it.each([['555-0134'], ['123-456-7890'], ['305-555-01345'], ['call me']])(
    'rejects the phone number %s',
    (phone) => {
      expect(errorsFor({ primaryPhoneNumber: phone })).toEqual({ primaryPhoneNumber: 'phone' })
    },
  )

  it.each([['305-555-0134'], ['(305) 555-0134'], ['1-305-555-0134'], ['3055550134']])(
    'accepts the phone number %s',
    (phone) => {
      expect(errorsFor({ primaryPhoneNumber: phone })).toEqual({})
    },
  )

  it('takes a middle initial of one letter only', () => {
    expect(errorsFor({ middleName: 'Ma' })).toEqual({ middleName: 'initial' })
    expect(errorsFor({ middleName: 'Á' })).toEqual({})
  })
})

describe('enrollment schema: dates are real dates', () => {
  const dob = (month: string, day: string, year: string) =>
    errorsFor({ dateOfBirth: { month, day, year } })
  it('asks for a valid year', () => {
    expect(dob('4', '27', '58')).toEqual({ 'dateOfBirth.year': 'year' })
    expect(dob('4', '27', '1899')).toEqual({ 'dateOfBirth.year': 'year' })
    expect(dob('4', '27', String(new Date().getFullYear() + 1))).toEqual({
      'dateOfBirth.year': 'year',
    })
  })
  it('rejects days that do not exist', () => {
    expect(dob('2', '30', '1958')).toEqual({ 'dateOfBirth.day': 'realDate' })
    expect(dob('2', '29', '1959')).toEqual({ 'dateOfBirth.day': 'realDate' })
    expect(dob('4', '31', '1958')).toEqual({ 'dateOfBirth.day': 'realDate' })
    expect(dob('13', '1', '1958')).toEqual({ 'dateOfBirth.day': 'realDate' })
    expect(dob('2', '29', '1960')).toEqual({})
  })
  it('points a partly filled date at the missing part', () => {
    expect(dob('4', '', '1958')).toEqual({ 'dateOfBirth.day': 'required' })
  })
  it('does not take a birth date in the future', () => {
    const next = new Date(Date.now() + 3 * 86_400_000)
    const future = dob(
      String(next.getMonth() + 1),
      String(next.getDate()),
      String(next.getFullYear()),
    )
    expect(Object.values(future)[0]).toMatch(/futureDate|year/)
  })
})

describe('enrollment schema: Medicare number (CMS MBI format)', () => {
  it.each([
    ['1EG4-TE5-MK73'],
    ['1eg4te5mk73'],
    [' 1EG4 TE5 MK73 '],
    ['9A99A99AA99'],
    ['1A00A00AA00'],
  ])('accepts %s', (mbi) => {
    expect(errorsFor({ medicareNumber: mbi })).toEqual({})
  })
  it.each([['1EG4TE5MK7'], ['1EG4TE5MK733'], ['1EG4']])(
    'asks for 11 characters when given %s',
    (mbi) => {
      expect(errorsFor({ medicareNumber: mbi })).toEqual({ medicareNumber: 'mbiLength' })
    },
  )
  it.each([
    ['0EG4TE5MK73', 'position 1 must be 1-9'],
    ['A1G4TE5MK73', 'position 1 must be a digit'],
    ['11G4TE5MK73', 'position 2 must be a letter'],
    ['1E!4TE5MK73', 'position 3 letter or digit'],
    ['1EGATE5MK73', 'position 4 must be a digit'],
    ['1EG41E5MK73', 'position 5 must be a letter'],
    ['1EG4TEAMK73', 'position 7 must be a digit'],
    ['1EG4TE51K73', 'position 8 must be a letter'],
    ['1EG4TE5M173', 'position 9 must be a letter'],
    ['1EG4TE5MKA3', 'position 10 must be a digit'],
    ['1EG4TE5MK7A', 'position 11 must be a digit'],
  ])('rejects %s (%s)', (mbi) => {
    expect(errorsFor({ medicareNumber: mbi })).toEqual({ medicareNumber: 'mbiFormat' })
  })
  it.each([['S'], ['L'], ['O'], ['I'], ['B'], ['Z']])('never takes the letter %s', (letter) => {
    expect(errorsFor({ medicareNumber: `1${letter}G4TE5MK73` })).toEqual({
      medicareNumber: 'mbiFormat',
    })
    expect(errorsFor({ medicareNumber: `1EG4T${letter}5MK73` })).toEqual({
      medicareNumber: 'mbiFormat',
    })
  })
  it('requires it', () => {
    expect(errorsFor({ medicareNumber: ' - ' })).toEqual({ medicareNumber: 'required' })
  })
})
