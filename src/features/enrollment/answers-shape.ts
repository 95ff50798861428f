import { z } from 'zod/mini'
import { once } from '~/plans/once'
import { whenIdle } from '~/ui/when-idle'
import { dateParts } from './date-parts'
import {
  checkbox,
  choice,
  email,
  medicareNumber,
  multiSelect,
  optionalChoice,
  optionalText,
  phone,
  requiredText,
  zip,
} from './field-schemas'
import {
  ACCESSIBLE_FORMATS,
  ETHNICITIES,
  GENDERS,
  HELPER_RELATIONSHIPS,
  LANGUAGES,
  MEDICAID_LEVEL_CHOICES,
  PAYMENT_METHODS,
  RACES,
  RELATIONSHIPS,
  SPECIAL_PERIODS,
  SUFFIXES,
  TITLES,
  US_STATES,
  YES_NO,
  type SpecialPeriodDate,
  type SpecialPeriodName,
} from './options'

/**
 * Every field of the enrollment application (spec 3.1), as the form holds it. Conditional
 * requirements (mailing address, representative, dates of checked periods...) live in rules.ts.
 * Beyond the spec's list: experiencingHomelessness (the PO Box exception of 5.1), mailing city,
 * state and ZIP, the D-SNP Medicaid level (9.5) and the C-SNP condition questions (5.4).
 */
const specialPeriodFields = () =>
  Object.fromEntries(
    SPECIAL_PERIODS.flatMap((period) => [
      [period.name, () => checkbox],
      ...('date' in period ? [[period.date, () => dateParts({ required: false })]] : []),
    ]),
  ) as Record<SpecialPeriodName, () => typeof checkbox> &
    Record<SpecialPeriodDate, () => ReturnType<typeof dateParts>>

const FIELDS = {
  // Personal: identity
  selectedPlan: () => requiredText(120),
  title: () => optionalChoice(TITLES),
  firstName: () => requiredText(50),
  preferredFirstName: () => optionalText(50),
  middleName: () =>
    z.string({ error: 'required' }).check(z.trim(), z.regex(/^\p{L}?$/u, 'initial')),
  lastName: () => requiredText(60),
  suffix: () => optionalChoice(SUFFIXES),
  dateOfBirth: () => dateParts({ required: true, notFuture: true }),
  // 'Sex' on the model form (MMCM ch. 2, exhibit 1); the spec's field name stays.
  gender: () => choice(GENDERS),
  // Personal: contact
  primaryPhoneNumber: () => phone({ required: true }),
  alternatePhoneNumber: () => phone({ required: false }),
  email: () => email({ required: false }),
  // Optional: the model form asks for none of these four (MMCM ch. 2, exhibit 1, section 2), and
  // since 2021 the ESRD question is off it (21st Century Cures Act, CMS-4190-F); asked, it must
  // not bar enrollment (spec 3.1).
  enablePaperless: () => optionalChoice(YES_NO),
  // Personal: addresses
  permanentAddressLine1: () => requiredText(100),
  permanentAddressLine2: () => optionalText(100),
  city: () => requiredText(60),
  state: () => choice(US_STATES),
  zipcode: () => zip,
  experiencingHomelessness: () => checkbox,
  differentMailingAddress: () => checkbox,
  mailingAddressLine1: () => optionalText(100),
  mailingAddressLine2: () => optionalText(100),
  mailingCity: () => optionalText(60),
  mailingState: () => optionalChoice(US_STATES),
  mailingZipcode: () => z.string({ error: 'required' }).check(z.trim()),
  // Personal: preferences and optional demographics
  language: () => optionalChoice(LANGUAGES),
  accessibleFormat: () => optionalChoice(ACCESSIBLE_FORMATS),
  ethnicity: () => multiSelect(ETHNICITIES),
  race: () => multiSelect(RACES),
  chooseNotToAnswer: () => checkbox,
  // Other coverage: Medicare and Medicaid
  medicareNumber: () => medicareNumber,
  hasESRD: () => optionalChoice(YES_NO),
  enrolledStateMedicaid: () => choice(YES_NO),
  medicaidNumber: () => optionalText(20),
  medicaidLevel: () => optionalChoice(MEDICAID_LEVEL_CHOICES),
  // Other coverage: long-term care facility
  inLongTermCareFacility: () => choice(YES_NO),
  facilityName: () => optionalText(100),
  facilityAddressLine1: () => optionalText(100),
  facilityAddressLine2: () => optionalText(100),
  facilityPhoneNumber: () => phone({ required: false }),
  // Other coverage: other insurance and work
  isVeteran: () => optionalChoice(YES_NO),
  otherInsurance: () => choice(YES_NO),
  otherInsuranceName: () => optionalText(100),
  otherInsuranceMemberId: () => optionalText(40),
  otherInsuranceGroupId: () => optionalText(40),
  otherInsuranceStartCoverage: () => dateParts({ required: false }),
  otherInsuranceEndCoverage: () => dateParts({ required: false, yearsAhead: 5 }),
  doYouWork: () => optionalChoice(YES_NO),
  doesSpouseWork: () => optionalChoice(YES_NO),
  // Options: special enrollment periods, primary care provider, C-SNP questions
  ...specialPeriodFields(),
  primaryCareProviderName: () => optionalText(100),
  primaryCareProviderAddressLine1: () => optionalText(100),
  primaryCareProviderAddressLine2: () => optionalText(100),
  primaryCareProviderPatientNow: () => optionalChoice(YES_NO),
  hasDiabetes: () => optionalChoice(YES_NO),
  hasChronicHeartFailure: () => optionalChoice(YES_NO),
  hasCardiovascularDisorder: () => optionalChoice(YES_NO),
  // Signature
  relationshipToPersonListed: () => choice(RELATIONSHIPS),
  signature: () => requiredText(120),
  authorizedPersonName: () => optionalText(100),
  authorizedPersonRelationship: () => optionalText(60),
  authorizedPersonPhoneNumber: () => phone({ required: false }),
  authorizedPersonEmailAddress: () => email({ required: false }),
  authorizedPersonAddressLine1: () => optionalText(100),
  authorizedPersonAddressLine2: () => optionalText(100),
  individualRepName: () => optionalText(100),
  individualRepRelationship: () => optionalChoice(HELPER_RELATIONSHIPS),
  individualRepSignature: () => optionalText(120),
  individualRepNpn: () => z.string({ error: 'required' }).check(z.trim()),
  // Payment (none chosen means a monthly bill, spec 4.4)
  paymentMethod: () => optionalChoice(PAYMENT_METHODS),
}
type AnswersShape = { [K in keyof typeof FIELDS]: ReturnType<(typeof FIELDS)[K]> }

/**
 * The fields' schemas, each built the first time it is read: the wizard builds a step's fields
 * when that step is first checked, not as its script loads (decision 0017) nor all 80 at once (the
 * first Next on a phone spent 30-40 ms of a 4x slower CPU building the fields of later steps).
 * zod keeps the getters (`z.object` reads a shape's fields as it needs them); the server's whole
 * schema reads them all.
 */
export const answersShape = once(() => {
  const shape = {} as AnswersShape
  for (const [name, build] of Object.entries<() => unknown>(FIELDS))
    Object.defineProperty(shape, name, { enumerable: true, get: once(build) })
  return shape
})

export type FieldName = keyof AnswersShape
type Input = z.input<z.ZodMiniObject<AnswersShape>>
/** The answers as the form holds them (strings, booleans, date parts, lists); '' until answered. */
export type EnrollmentAnswers = {
  [K in keyof Input]: Input[K] extends string ? Input[K] | '' : Input[K]
}
/** The answers after validation (normalised phone numbers, MBI, ...). */
export type ValidAnswers = z.output<z.ZodMiniObject<AnswersShape>>

const IDLE_SLICE_MS = 8

/**
 * Builds `fields`' schemas in the browser's idle time, a few milliseconds at a time, so a step's
 * first check (Next) finds them built: on a phone's 4x slower CPU the personal step's fields took
 * 30-40 ms to build inside the Next tap. A check that comes first builds what it needs itself.
 * Returns a function that stops the building (the step was left).
 */
export function buildWhenIdle(fields: readonly FieldName[]): () => void {
  const pending = [...fields]
  const build = (deadline: IdleDeadline) => {
    const end = performance.now() + Math.min(IDLE_SLICE_MS, deadline.timeRemaining())
    while (pending.length > 0 && performance.now() < end) void answersShape()[pending.shift()!]
    if (pending.length > 0) cancel = whenIdle(build)
  }
  let cancel = whenIdle(build)
  return () => cancel()
}
