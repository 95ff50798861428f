import type { EnrollmentAnswers } from '../answers-shape'
// With its extension (as empty-answers.ts's own imports): the cluster test, plain Node, loads these.
import { emptyAnswers } from '../empty-answers.ts'
import type { EnrollmentPlan } from '../steps'

/** Plan facts for tests of pure rules (the API tests use plans from the database instead). */
export const HMO_PLAN: EnrollmentPlan = {
  slug: 'ceiba-core-hmo-miami-2026',
  name: 'Ceiba Core HMO',
  year: 2026,
  planType: 'HMO',
  state: 'FL',
  csnpConditions: [],
  medicaidLevels: [],
  drugCoverage: true,
  contractId: 'H1234-001-000',
  starRating: 4.5,
  premium: 0,
  serviceAreaZips: ['33125', '33135', '33186'],
}
export const PPO_PLAN: EnrollmentPlan = {
  ...HMO_PLAN,
  slug: 'ceiba-premium-ppo-phoenix-2025',
  name: 'Ceiba Premium PPO',
  year: 2025,
  planType: 'PPO',
  state: 'AZ',
  premium: 42,
  serviceAreaZips: ['85004', '85008'],
}
export const FL_DSNP_PLAN: EnrollmentPlan = {
  ...HMO_PLAN,
  slug: 'ceiba-dual-choice-d-snp-miami-2026',
  name: 'Ceiba Dual Choice D-SNP',
  planType: 'D-SNP',
  medicaidLevels: ['FBDE', 'QMB', 'QMB+', 'SLMB+'],
}
export const TX_DSNP_PLAN: EnrollmentPlan = {
  ...FL_DSNP_PLAN,
  slug: 'ceiba-dual-choice-d-snp-houston-2026',
  state: 'TX',
  serviceAreaZips: ['77002'],
}
export const CSNP_PLAN: EnrollmentPlan = {
  ...HMO_PLAN,
  slug: 'ceiba-heart-diabetes-c-snp-miami-2026',
  name: 'Ceiba Heart & Diabetes C-SNP',
  planType: 'C-SNP',
  csnpConditions: ['diabetes', 'chronicHeartFailure', 'cardiovascular'],
}
export const DIABETES_CSNP_PLAN: EnrollmentPlan = {
  ...CSNP_PLAN,
  slug: 'ceiba-diabetes-c-snp-miami-2026',
  csnpConditions: ['diabetes'],
}

/** A complete application by the applicant themself, valid for an HMO plan. */
export function validAnswers(
  plan: EnrollmentPlan = HMO_PLAN,
  overrides: Partial<EnrollmentAnswers> = {},
): EnrollmentAnswers {
  return {
    ...emptyAnswers(plan.slug),
    title: 'mrs',
    firstName: 'Rosa',
    middleName: 'M',
    lastName: 'Delgado',
    dateOfBirth: { month: '4', day: '27', year: '1958' },
    gender: 'female',
    primaryPhoneNumber: '(305) 555-0134',
    email: 'rosa.delgado@example.com',
    enablePaperless: 'yes',
    permanentAddressLine1: '1450 NW 7th St',
    city: 'Miami',
    state: 'FL',
    zipcode: plan.serviceAreaZips[0] ?? '',
    medicareNumber: '1EG4-TE5-MK73',
    hasESRD: 'no',
    enrolledStateMedicaid: 'no',
    inLongTermCareFacility: 'no',
    isVeteran: 'no',
    otherInsurance: 'no',
    doYouWork: 'no',
    doesSpouseWork: 'no',
    aepPeriod: true,
    relationshipToPersonListed: 'self',
    signature: 'Rosa M Delgado',
    ...overrides,
  }
}
