import type { EnrollmentAnswers } from './answers-shape'
import { emptyDate } from './date-parts.ts'
import { SPECIAL_PERIODS, type SpecialPeriodDate, type SpecialPeriodName } from './options.ts'

/** A blank application for a plan: what the wizard starts from. */
export function emptyAnswers(selectedPlan: string): EnrollmentAnswers {
  const periods: Record<string, unknown> = {}
  for (const period of SPECIAL_PERIODS) {
    periods[period.name] = false
    if ('date' in period) periods[period.date] = emptyDate()
  }
  const rest: Omit<EnrollmentAnswers, SpecialPeriodName | SpecialPeriodDate> = {
    selectedPlan,
    title: '', firstName: '', preferredFirstName: '', middleName: '', lastName: '', suffix: '',
    dateOfBirth: emptyDate(), gender: '',
    primaryPhoneNumber: '', alternatePhoneNumber: '', email: '', enablePaperless: '',
    permanentAddressLine1: '', permanentAddressLine2: '', city: '', state: '', zipcode: '',
    experiencingHomelessness: false, differentMailingAddress: false,
    mailingAddressLine1: '', mailingAddressLine2: '', mailingCity: '', mailingState: '', mailingZipcode: '',
    language: '', accessibleFormat: '', ethnicity: [], race: [], chooseNotToAnswer: false,
    medicareNumber: '', hasESRD: '', enrolledStateMedicaid: '', medicaidNumber: '', medicaidLevel: '',
    inLongTermCareFacility: '', facilityName: '', facilityAddressLine1: '', facilityAddressLine2: '',
    facilityPhoneNumber: '',
    isVeteran: '', otherInsurance: '', otherInsuranceName: '', otherInsuranceMemberId: '',
    otherInsuranceGroupId: '', otherInsuranceStartCoverage: emptyDate(), otherInsuranceEndCoverage: emptyDate(),
    doYouWork: '', doesSpouseWork: '',
    primaryCareProviderName: '', primaryCareProviderAddressLine1: '', primaryCareProviderAddressLine2: '',
    primaryCareProviderPatientNow: '', hasDiabetes: '', hasChronicHeartFailure: '', hasCardiovascularDisorder: '',
    relationshipToPersonListed: '', signature: '',
    authorizedPersonName: '', authorizedPersonRelationship: '', authorizedPersonPhoneNumber: '',
    authorizedPersonEmailAddress: '', authorizedPersonAddressLine1: '', authorizedPersonAddressLine2: '',
    individualRepName: '', individualRepRelationship: '', individualRepSignature: '', individualRepNpn: '',
    paymentMethod: '',
  }
  return { ...rest, ...(periods as Pick<EnrollmentAnswers, SpecialPeriodName | SpecialPeriodDate>) }
}
