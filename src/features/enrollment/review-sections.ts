import type { Lang } from '~/i18n/locales'
import type { FieldName } from './answers-shape'
import { STEP_FIELDS, specialPeriodFields, type FormStepId } from './steps'

/**
 * The review step's sections, which differ by language (spec 2.4 table). Each section shows
 * groups of answers; each group has an Edit that opens the step holding them.
 */
export type ReviewSectionKey =
  | 'contactInformation'
  | 'specialEnrollment'
  | 'otherCoverage'
  | 'options'
  | 'signatureSection'
  | 'individualRepresentative'
  | 'contactInfo'
  | 'medicare'
  | 'importantQuestions'
  | 'paymentOptions'
  | 'signature'
/** `heading`: the group's own heading when it follows another group in its section. */
export type ReviewGroup = { step: FormStepId; fields: FieldName[]; heading?: ReviewSectionKey }
export type ReviewSection = { key: ReviewSectionKey; groups: ReviewGroup[] }

const contact: ReviewGroup = {
  step: 'personal',
  fields: STEP_FIELDS.personal.filter((name) => name !== 'selectedPlan'),
}
const periods: ReviewGroup = { step: 'options', fields: specialPeriodFields }
const coverage: ReviewGroup = { step: 'otherCoverage', fields: STEP_FIELDS.otherCoverage }
const questions: ReviewGroup = {
  step: 'options',
  fields: STEP_FIELDS.options.filter((name) => !specialPeriodFields.includes(name)),
}
const payment: ReviewGroup = {
  step: 'payment',
  fields: STEP_FIELDS.payment,
  heading: 'paymentOptions',
}
const signing: ReviewGroup = {
  step: 'signature',
  fields: ['relationshipToPersonListed', 'signature'],
}
const representatives: ReviewGroup = {
  step: 'signature',
  heading: 'individualRepresentative',
  fields: STEP_FIELDS.signature.filter(
    (name) => name !== 'relationshipToPersonListed' && name !== 'signature',
  ),
}

export const REVIEW_SECTIONS: Record<Lang, ReviewSection[]> = {
  en: [
    { key: 'contactInformation', groups: [contact] },
    { key: 'specialEnrollment', groups: [periods] },
    { key: 'otherCoverage', groups: [coverage] },
    { key: 'options', groups: [questions, payment] },
    { key: 'signatureSection', groups: [signing] },
    { key: 'individualRepresentative', groups: [representatives] },
  ],
  es: [
    { key: 'contactInfo', groups: [contact] },
    { key: 'specialEnrollment', groups: [periods] },
    { key: 'medicare', groups: [coverage] },
    { key: 'importantQuestions', groups: [questions] },
    { key: 'paymentOptions', groups: [payment] },
    { key: 'signature', groups: [signing, representatives] },
  ],
}
