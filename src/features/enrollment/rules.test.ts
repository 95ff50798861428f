import { describe, expect, it } from 'vitest'
import type { EnrollmentAnswers } from './answers-shape'
import { validateApplication } from './schema'
import type { EnrollmentPlan } from './steps'
import {
  CSNP_PLAN,
  DIABETES_CSNP_PLAN,
  FL_DSNP_PLAN,
  HMO_PLAN,
  PPO_PLAN,
  TX_DSNP_PLAN,
  validAnswers,
} from './testing/fixtures'
import { SPECIAL_PERIODS } from './options'
import { emptyAnswers } from './empty-answers'
import { stepAsksRequired } from './rules'

const check = (overrides: Partial<EnrollmentAnswers>, plan: EnrollmentPlan = HMO_PLAN) =>
  validateApplication(validAnswers(plan, overrides), plan)
const errors = (overrides: Partial<EnrollmentAnswers>, plan: EnrollmentPlan = HMO_PLAN) => {
  const result = check(overrides, plan)
  return result.success ? {} : result.errors
}
const data = (overrides: Partial<EnrollmentAnswers>, plan: EnrollmentPlan = HMO_PLAN) => {
  const result = check(overrides, plan)
  if (!result.success) throw new Error(JSON.stringify(result.errors))
  return result.data
}

describe('service area', () => {
  it('refuses a home ZIP the plan is not sold in, and accepts one it is', () => {
    expect(errors({ city: 'New Orleans', state: 'LA', zipcode: '70112' })).toEqual({
      zipcode: 'serviceArea',
    })
    expect(errors({ zipcode: '33135' })).toEqual({})
    expect(errors({ zipcode: ' 33186 ' })).toEqual({})
    expect(errors({ zipcode: '33125' }, PPO_PLAN)).toEqual({ zipcode: 'serviceArea' })
  })
  it('judges the home ZIP only: a mailing address elsewhere is fine', () => {
    const mailing = {
      differentMailingAddress: true,
      mailingAddressLine1: 'PO Box 12',
      mailingCity: 'Metairie',
      mailingState: 'LA' as const,
      mailingZipcode: '70001',
    }
    expect(errors(mailing)).toEqual({})
  })
  it('applies to someone experiencing homelessness too (they apply where they stay)', () => {
    expect(errors({ experiencingHomelessness: true, zipcode: '70112' })).toEqual({
      zipcode: 'serviceArea',
    })
  })
  it('leaves a malformed ZIP to the ZIP rule', () => {
    expect(errors({ zipcode: '7011' })).toEqual({ zipcode: 'zip' })
  })
})

describe('addresses', () => {
  it.each([
    ['PO Box 1450'],
    ['P.O. Box 12'],
    ['p o box 9'],
    ['Post Office Box 3'],
    ['Box 44'],
    ['Apartado Postal 7'],
  ])('refuses %s as the permanent address', (line) => {
    expect(errors({ permanentAddressLine1: line })).toEqual({ permanentAddressLine1: 'poBox' })
    expect(errors({ permanentAddressLine2: line })).toEqual({ permanentAddressLine2: 'poBox' })
  })
  it('accepts street names that only look alike', () => {
    expect(errors({ permanentAddressLine1: '100 Post Oak Blvd' })).toEqual({})
    expect(errors({ permanentAddressLine1: '12 Boxwood Ct' })).toEqual({})
  })
  it('allows a PO Box for someone experiencing homelessness', () => {
    expect(
      errors({ permanentAddressLine1: 'PO Box 1450', experiencingHomelessness: true }),
    ).toEqual({})
  })
  it('allows a PO Box as the mailing address, and requires the mailing address when it differs', () => {
    expect(errors({ differentMailingAddress: true })).toEqual({
      mailingAddressLine1: 'required',
      mailingCity: 'required',
      mailingState: 'required',
      mailingZipcode: 'required',
    })
    const mailing = {
      differentMailingAddress: true,
      mailingAddressLine1: 'PO Box 1450',
      mailingCity: 'Miami',
      mailingState: 'FL' as const,
    }
    expect(errors({ ...mailing, mailingZipcode: '3312' })).toEqual({ mailingZipcode: 'zip' })
    expect(data({ ...mailing, mailingZipcode: '33125' }).mailingAddressLine1).toBe('PO Box 1450')
  })
  it('drops a mailing address the applicant unticked', () => {
    expect(data({ mailingAddressLine1: 'PO Box 9' }).mailingAddressLine1).toBe('')
  })
})

describe('payment', () => {
  it('takes one method, and none means a monthly bill', () => {
    expect(data({ paymentMethod: 'socialSecurity' }).paymentMethod).toBe('socialSecurity')
    expect(data({ paymentMethod: '' }).paymentMethod).toBe('bill')
  })
  it('refuses more than one method or an unknown one', () => {
    expect(errors({ paymentMethod: ['bill', 'socialSecurity'] as never })).toHaveProperty(
      'paymentMethod',
    )
    expect(errors({ paymentMethod: 'creditCard' as never })).toHaveProperty('paymentMethod')
  })
})

describe('who signs', () => {
  const rep = {
    relationshipToPersonListed: 'authorizedRepresentative' as const,
    authorizedPersonName: 'Carmen Delgado',
    authorizedPersonRelationship: 'Daughter',
    authorizedPersonPhoneNumber: '305-555-0188',
    authorizedPersonEmailAddress: 'carmen@example.com',
    authorizedPersonAddressLine1: '88 SW 8th St',
  }
  it('requires an authorized representative’s name, relationship, phone and address, as the model form does (MMCM ch. 2, exhibit 1), and checks an email given', () => {
    expect(errors({ relationshipToPersonListed: 'authorizedRepresentative' })).toEqual({
      authorizedPersonName: 'required',
      authorizedPersonRelationship: 'required',
      authorizedPersonPhoneNumber: 'required',
      authorizedPersonAddressLine1: 'required',
    })
    expect(errors(rep)).toEqual({})
    expect(errors({ ...rep, authorizedPersonEmailAddress: '' })).toEqual({})
    expect(errors({ ...rep, authorizedPersonPhoneNumber: '555' })).toEqual({
      authorizedPersonPhoneNumber: 'phone',
    })
    expect(errors({ ...rep, authorizedPersonEmailAddress: 'carmen' })).toEqual({
      authorizedPersonEmailAddress: 'email',
    })
  })
  it('keeps representative answers only for a representative', () => {
    expect(data({ ...rep, relationshipToPersonListed: 'self' }).authorizedPersonName).toBe('')
  })

  const helper = {
    relationshipToPersonListed: 'individualHelper' as const,
    individualRepName: 'Luis Ortega',
    individualRepSignature: 'Luis Ortega',
  }
  it.each([['agent'], ['broker']] as const)('requires an NPN from an %s', (role) => {
    expect(errors({ ...helper, individualRepRelationship: role })).toEqual({
      individualRepNpn: 'required',
    })
    expect(
      errors({ ...helper, individualRepRelationship: role, individualRepNpn: '12AB' }),
    ).toEqual({ individualRepNpn: 'npn' })
    expect(
      errors({ ...helper, individualRepRelationship: role, individualRepNpn: '12345678901' }),
    ).toEqual({ individualRepNpn: 'npn' })
    expect(
      data({ ...helper, individualRepRelationship: role, individualRepNpn: '1234567' })
        .individualRepNpn,
    ).toBe('1234567')
  })
  it.each([['shipCounselor'], ['otherThirdParty'], ['authorizedRepresentative']] as const)(
    'needs no NPN from a %s',
    (role) => {
      expect(
        data({ ...helper, individualRepRelationship: role, individualRepNpn: 'x' })
          .individualRepNpn,
      ).toBe('')
    },
  )
  it('requires the helper’s name, relationship and signature', () => {
    expect(errors({ relationshipToPersonListed: 'individualHelper' })).toEqual({
      individualRepName: 'required',
      individualRepRelationship: 'required',
      individualRepSignature: 'required',
    })
  })
})

describe('special enrollment periods', () => {
  const dated = SPECIAL_PERIODS.filter(
    (p): p is Extract<(typeof SPECIAL_PERIODS)[number], { date: string }> => 'date' in p,
  )
  it('has twelve statements with a date', () => expect(dated).toHaveLength(12))
  it.each(dated.map((p) => [p.name, p.date]))('%s requires %s', (name, date) => {
    expect(errors({ [name]: true })).toEqual({ [`${date}.month`]: 'required' })
    expect(errors({ [name]: true, [date]: { month: '2', day: '30', year: '2025' } })).toEqual({
      [`${date}.day`]: 'realDate',
    })
    expect(errors({ [name]: true, [date]: { month: '9', day: '15', year: '2025' } })).toEqual({})
    expect(
      data({ [name]: false, [date]: { month: '9', day: '15', year: '2025' } })[
        date as 'dateOfMove'
      ],
    ).toEqual({ month: '', day: '', year: '' })
  })
})

describe('the model form’s required answers, and no others (MMCM ch. 2, exhibit 1)', () => {
  const unasked = {
    enablePaperless: '',
    isVeteran: '',
    doYouWork: '',
    doesSpouseWork: '',
    hasESRD: '',
  } as const
  it('takes an application without paperless, veteran, work or ESRD answers', () => {
    expect(errors(unasked)).toEqual({})
    expect(data(unasked)).toMatchObject(unasked)
  })
  it('never bars a person who answers Yes to ESRD (21st Century Cures Act, CMS-4190-F)', () => {
    for (const plan of [HMO_PLAN, PPO_PLAN, DIABETES_CSNP_PLAN])
      expect(errors({ hasESRD: 'yes', hasDiabetes: 'yes' }, plan)).toEqual({})
    expect(data({ hasESRD: 'yes' }).hasESRD).toBe('yes')
  })
  it('still checks an optional answer given', () => {
    expect(errors({ isVeteran: 'maybe' as never })).toHaveProperty('isVeteran')
  })
})

describe('special enrollment periods by plan type', () => {
  const dsnp = {
    enrolledStateMedicaid: 'yes',
    medicaidNumber: 'FL0099887766',
    medicaidLevel: 'FBDE',
  } as const
  it('keeps the integrated-care statement only for a D-SNP (CMS-4205-F)', () => {
    expect(data({ ...dsnp, integratedDSNP: true }, FL_DSNP_PLAN).integratedDSNP).toBe(true)
    for (const plan of [HMO_PLAN, PPO_PLAN, DIABETES_CSNP_PLAN])
      expect(data({ integratedDSNP: true, hasDiabetes: 'yes' }, plan).integratedDSNP).toBe(false)
  })
  it('keeps the chronic-condition statement only for a C-SNP', () => {
    expect(data({ haveCSNP: true, hasDiabetes: 'yes' }, DIABETES_CSNP_PLAN).haveCSNP).toBe(true)
    expect(data({ haveCSNP: true }, HMO_PLAN).haveCSNP).toBe(false)
    expect(data({ ...dsnp, haveCSNP: true }, FL_DSNP_PLAN).haveCSNP).toBe(false)
  })
})

describe('demographics are optional', () => {
  it('takes none, several, and the spec’s spelling of mexcianAmerican', () => {
    expect(errors({ ethnicity: [], race: [] })).toEqual({})
    expect(
      data({ ethnicity: ['mexcianAmerican', 'cuban'], race: ['white', 'nativeAmerican'] })
        .ethnicity,
    ).toEqual(['mexcianAmerican', 'cuban'])
    expect(errors({ ethnicity: ['mexicanAmerican' as never] })).toHaveProperty(['ethnicity.0'])
  })
  it('clears them when the applicant chooses not to answer', () => {
    expect(data({ ethnicity: ['cuban'], race: ['white'], chooseNotToAnswer: true })).toMatchObject({
      ethnicity: [],
      race: [],
    })
  })
})

describe('plan-dependent rules', () => {
  const dual = {
    enrolledStateMedicaid: 'yes' as const,
    medicaidNumber: '99887766',
    medicaidLevel: 'QMB' as const,
  }
  it('offers Creole only for Florida dual plans', () => {
    expect(errors({ ...dual, language: 'creole' }, FL_DSNP_PLAN)).toEqual({})
    expect(errors({ ...dual, language: 'creole' }, TX_DSNP_PLAN)).toEqual({ language: 'creole' })
    expect(errors({ language: 'creole' }, HMO_PLAN)).toEqual({ language: 'creole' })
  })
  it('asks a D-SNP applicant for Medicaid and a qualifying level (spec 9.5)', () => {
    expect(errors({}, FL_DSNP_PLAN)).toEqual({
      enrolledStateMedicaid: 'medicaidRequired',
      medicaidLevel: 'required',
    })
    expect(errors({ enrolledStateMedicaid: 'yes' }, FL_DSNP_PLAN)).toEqual({
      medicaidNumber: 'required',
      medicaidLevel: 'required',
    })
    expect(errors({ ...dual, medicaidLevel: 'QI' }, FL_DSNP_PLAN)).toEqual({
      medicaidLevel: 'medicaidLevel',
    })
    expect(errors({ ...dual, medicaidLevel: 'notSure' }, FL_DSNP_PLAN)).toEqual({})
    expect(data({ ...dual }, HMO_PLAN).medicaidLevel).toBe('')
  })
  it('asks a C-SNP applicant the plan’s condition questions and needs one Yes', () => {
    expect(errors({}, CSNP_PLAN)).toEqual({
      hasDiabetes: 'required',
      hasChronicHeartFailure: 'required',
      hasCardiovascularDisorder: 'required',
    })
    const none = {
      hasDiabetes: 'no',
      hasChronicHeartFailure: 'no',
      hasCardiovascularDisorder: 'no',
    } as const
    expect(errors(none, CSNP_PLAN)).toEqual({ hasDiabetes: 'csnpCondition' })
    expect(errors({ ...none, hasChronicHeartFailure: 'yes' }, CSNP_PLAN)).toEqual({})
    expect(errors({}, DIABETES_CSNP_PLAN)).toEqual({ hasDiabetes: 'required' })
    expect(
      data({ hasDiabetes: 'yes', hasCardiovascularDisorder: 'no' }, DIABETES_CSNP_PLAN)
        .hasCardiovascularDisorder,
    ).toBe('')
    expect(data({ hasDiabetes: 'yes' }, PPO_PLAN).hasDiabetes).toBe('')
  })
  it('lets an HMO applicant leave the primary care provider blank', () => {
    expect(errors({}, HMO_PLAN)).toEqual({})
    expect(errors({ primaryCareProviderAddressLine1: '1 Main St' })).toEqual({
      primaryCareProviderName: 'pcpName',
    })
  })
})

describe('other coverage', () => {
  it('asks for the Medicaid number when enrolled in Medicaid', () => {
    expect(errors({ enrolledStateMedicaid: 'yes' })).toEqual({ medicaidNumber: 'required' })
  })
  it('asks for the facility when living in long-term care', () => {
    expect(errors({ inLongTermCareFacility: 'yes' })).toEqual({
      facilityName: 'required',
      facilityAddressLine1: 'required',
      facilityPhoneNumber: 'required',
    })
  })
  it('asks for the other insurance when there is one', () => {
    expect(errors({ otherInsurance: 'yes' })).toEqual({
      otherInsuranceName: 'required',
      otherInsuranceMemberId: 'required',
      'otherInsuranceStartCoverage.month': 'required',
    })
  })
})

describe('the "(*Required)" note', () => {
  const blank = emptyAnswers(HMO_PLAN.slug)
  it('is shown on a step with required questions and nowhere else', () => {
    for (const step of ['personal', 'otherCoverage', 'signature'] as const)
      expect(stepAsksRequired(step, HMO_PLAN, blank)).toBe(true)
    expect(stepAsksRequired('payment', HMO_PLAN, blank)).toBe(false)
    expect(stepAsksRequired('review', HMO_PLAN, blank)).toBe(false)
  })

  it('on Options: for a C-SNP (its condition questions), or once a period with a date is checked', () => {
    expect(stepAsksRequired('options', HMO_PLAN, blank)).toBe(false)
    expect(stepAsksRequired('options', HMO_PLAN, { ...blank, aepPeriod: true })).toBe(false)
    expect(stepAsksRequired('options', HMO_PLAN, { ...blank, isMoving: true })).toBe(true)
    expect(stepAsksRequired('options', CSNP_PLAN, blank)).toBe(true)
  })
})
