import type { Plan } from '~/plans/plan-types'
import type { FieldName } from './answers-shape'
import { SPECIAL_PERIODS } from './options'

/**
 * The wizard's steps (spec 2.4). Answers are entered in the first five; the last, Review and submit,
 * shows them all for review and submits (see docs/decisions/0003-enrollment-wizard.md).
 */
export const STEPS = [
  'personal',
  'otherCoverage',
  'options',
  'signature',
  'payment',
  'review',
] as const
export type StepId = (typeof STEPS)[number]

/** The step a machine state shows (every state outside the form steps is on the review step). */
export const shownStep = (value: unknown): StepId =>
  STEPS.includes(value as StepId) ? (value as StepId) : 'review'
export type FormStepId = Exclude<StepId, 'review'>

/** What the rules need to know about the chosen plan (from the plan catalogue, never from the form). */
export type EnrollmentPlan = Pick<
  Plan,
  | 'slug'
  | 'name'
  | 'year'
  | 'planType'
  | 'state'
  | 'csnpConditions'
  | 'medicaidLevels'
  | 'drugCoverage'
  | 'contractId'
  | 'starRating'
> & {
  premium: number
  /** The ZIP codes of the counties the plan serves (its service area), sorted; the home ZIP must be one. */
  serviceAreaZips: string[]
}

export const specialPeriodFields: FieldName[] = SPECIAL_PERIODS.flatMap((p) =>
  'date' in p ? [p.name, p.date] : [p.name],
)

export const STEP_FIELDS = {
  personal: [
    'selectedPlan',
    'title',
    'firstName',
    'preferredFirstName',
    'middleName',
    'lastName',
    'suffix',
    'dateOfBirth',
    'gender',
    'primaryPhoneNumber',
    'alternatePhoneNumber',
    'email',
    'enablePaperless',
    'permanentAddressLine1',
    'permanentAddressLine2',
    'city',
    'state',
    'zipcode',
    'experiencingHomelessness',
    'differentMailingAddress',
    'mailingAddressLine1',
    'mailingAddressLine2',
    'mailingCity',
    'mailingState',
    'mailingZipcode',
    'language',
    'accessibleFormat',
    'ethnicity',
    'race',
    'chooseNotToAnswer',
  ],
  otherCoverage: [
    'medicareNumber',
    'hasESRD',
    'enrolledStateMedicaid',
    'medicaidNumber',
    'medicaidLevel',
    'inLongTermCareFacility',
    'facilityName',
    'facilityAddressLine1',
    'facilityAddressLine2',
    'facilityPhoneNumber',
    'isVeteran',
    'otherInsurance',
    'otherInsuranceName',
    'otherInsuranceMemberId',
    'otherInsuranceGroupId',
    'otherInsuranceStartCoverage',
    'otherInsuranceEndCoverage',
    'doYouWork',
    'doesSpouseWork',
  ],
  options: [
    ...specialPeriodFields,
    'primaryCareProviderName',
    'primaryCareProviderAddressLine1',
    'primaryCareProviderAddressLine2',
    'primaryCareProviderPatientNow',
    'hasDiabetes',
    'hasChronicHeartFailure',
    'hasCardiovascularDisorder',
  ],
  signature: [
    'relationshipToPersonListed',
    'signature',
    'authorizedPersonName',
    'authorizedPersonRelationship',
    'authorizedPersonPhoneNumber',
    'authorizedPersonEmailAddress',
    'authorizedPersonAddressLine1',
    'authorizedPersonAddressLine2',
    'individualRepName',
    'individualRepRelationship',
    'individualRepSignature',
    'individualRepNpn',
  ],
  payment: ['paymentMethod'],
} satisfies Record<FormStepId, FieldName[]>

export function stepOfField(name: string): FormStepId {
  const top = name.split('.')[0] as FieldName
  const found = (Object.keys(STEP_FIELDS) as FormStepId[]).find((step) =>
    (STEP_FIELDS[step] as FieldName[]).includes(top),
  )
  if (!found) throw new Error(`Field ${name} belongs to no step`)
  return found
}
