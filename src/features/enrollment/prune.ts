import type { ValidAnswers } from './answers-shape'
import { emptyDate } from './date-parts'
import { CSNP_QUESTION_FIELD, NPN_RELATIONSHIPS, SPECIAL_PERIODS } from './options'
import type { EnrollmentPlan } from './steps'

/**
 * The application as it is stored: defaults applied (blank language is English, no payment method
 * is a monthly bill, spec 3.1 and 4.4) and answers to questions that no longer apply cleared, so
 * nothing hidden from the applicant is kept.
 */
export function pruneAnswers(answers: ValidAnswers, plan: EnrollmentPlan): ValidAnswers {
  const a = { ...answers }
  const clear = (names: Array<keyof ValidAnswers>) => names.forEach((name) => Object.assign(a, { [name]: '' }))
  a.language = a.language || 'english'
  a.paymentMethod = a.paymentMethod || 'bill'
  if (a.chooseNotToAnswer) Object.assign(a, { ethnicity: [], race: [] })
  if (!a.differentMailingAddress)
    clear(['mailingAddressLine1', 'mailingAddressLine2', 'mailingCity', 'mailingState', 'mailingZipcode'])
  if (a.enrolledStateMedicaid !== 'yes') clear(['medicaidNumber'])
  if (plan.planType !== 'D-SNP') clear(['medicaidLevel'])
  if (a.inLongTermCareFacility !== 'yes')
    clear(['facilityName', 'facilityAddressLine1', 'facilityAddressLine2', 'facilityPhoneNumber'])
  if (a.otherInsurance !== 'yes') {
    clear(['otherInsuranceName', 'otherInsuranceMemberId', 'otherInsuranceGroupId'])
    Object.assign(a, { otherInsuranceStartCoverage: emptyDate(), otherInsuranceEndCoverage: emptyDate() })
  }
  for (const period of SPECIAL_PERIODS) {
    if ('date' in period && !a[period.name]) Object.assign(a, { [period.date]: emptyDate() })
  }
  const asked = plan.planType === 'C-SNP' ? plan.csnpConditions.map((c) => CSNP_QUESTION_FIELD[c]) : []
  clear(Object.values(CSNP_QUESTION_FIELD).filter((name) => !asked.includes(name)))
  if (a.relationshipToPersonListed !== 'authorizedRepresentative')
    clear([
      'authorizedPersonName',
      'authorizedPersonRelationship',
      'authorizedPersonPhoneNumber',
      'authorizedPersonEmailAddress',
      'authorizedPersonAddressLine1',
      'authorizedPersonAddressLine2',
    ])
  if (a.relationshipToPersonListed !== 'individualHelper')
    clear(['individualRepName', 'individualRepRelationship', 'individualRepSignature', 'individualRepNpn'])
  if (!NPN_RELATIONSHIPS.includes(a.individualRepRelationship)) clear(['individualRepNpn'])
  return a
}
