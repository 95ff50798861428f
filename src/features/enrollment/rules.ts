import { isZipCode } from '~/plans/zip-code'
import { isBlankDate, type DateParts } from './date-parts'
import { isPoBox, NPN, type ErrorKey } from './field-schemas'
import { CSNP_QUESTION_FIELD, MEDICAID_LEVELS, NPN_RELATIONSHIPS, SPECIAL_PERIODS } from './options'
import type { EnrollmentPlan, FormStepId } from './steps'

type Answers = Record<string, unknown>
type Add = (path: string, message: ErrorKey) => void
type Rule = (answers: Answers, add: Add, plan: EnrollmentPlan) => void

const text = (a: Answers, name: string) => (typeof a[name] === 'string' ? (a[name] as string).trim() : '')
const requireAll = (a: Answers, add: Add, names: string[]) =>
  names.forEach((name) => text(a, name) === '' && add(name, 'required'))

/** Creole is offered only for Florida dual plans (spec 3.1, 9.7). */
export const offersCreole = (plan: Pick<EnrollmentPlan, 'state' | 'planType'>) =>
  plan.planType === 'D-SNP' && plan.state.split(/[^A-Z]/).includes('FL')

/** True when the plan is sold where the ZIP is: some county of the ZIP is in the plan's service area. */
export const servesZip = (plan: Pick<EnrollmentPlan, 'serviceAreaZips'>, zip: string) => plan.serviceAreaZips.includes(zip.trim())

const personal: Rule[] = [
  // A plan takes only people who live in its service area (spec 5.4, 8): checked at the address.
  (a, add, plan) => {
    const zip = text(a, 'zipcode')
    if (isZipCode(zip) && !servesZip(plan, zip)) add('zipcode', 'serviceArea')
  },
  (a, add) => {
    if (a.experiencingHomelessness === true) return
    for (const line of ['permanentAddressLine1', 'permanentAddressLine2']) if (isPoBox(text(a, line))) add(line, 'poBox')
  },
  (a, add) => {
    if (a.differentMailingAddress !== true) return
    requireAll(a, add, ['mailingAddressLine1', 'mailingCity', 'mailingState'])
    const zip = text(a, 'mailingZipcode')
    if (zip === '') add('mailingZipcode', 'required')
    else if (!isZipCode(zip)) add('mailingZipcode', 'zip')
  },
  (a, add, plan) => a.language === 'creole' && !offersCreole(plan) && add('language', 'creole'),
]

const otherCoverage: Rule[] = [
  (a, add) => a.enrolledStateMedicaid === 'yes' && requireAll(a, add, ['medicaidNumber']),
  (a, add, plan) => {
    if (plan.planType !== 'D-SNP') return
    if (a.enrolledStateMedicaid === 'no') add('enrolledStateMedicaid', 'medicaidRequired')
    const level = text(a, 'medicaidLevel')
    if (level === '') add('medicaidLevel', 'required')
    else if ((MEDICAID_LEVELS as readonly string[]).includes(level) && !(plan.medicaidLevels as string[]).includes(level))
      add('medicaidLevel', 'medicaidLevel')
  },
  (a, add) =>
    a.inLongTermCareFacility === 'yes' &&
    requireAll(a, add, ['facilityName', 'facilityAddressLine1', 'facilityPhoneNumber']),
  (a, add) => {
    if (a.otherInsurance !== 'yes') return
    requireAll(a, add, ['otherInsuranceName', 'otherInsuranceMemberId'])
    if (isBlankDate(a.otherInsuranceStartCoverage as DateParts)) add('otherInsuranceStartCoverage.month', 'required')
  },
]

const options: Rule[] = [
  (a, add) => {
    for (const period of SPECIAL_PERIODS) {
      if ('date' in period && a[period.name] === true && isBlankDate(a[period.date] as DateParts))
        add(`${period.date}.month`, 'required')
    }
  },
  (a, add) => {
    const anyPcp = text(a, 'primaryCareProviderAddressLine1') || text(a, 'primaryCareProviderAddressLine2')
    if (anyPcp && text(a, 'primaryCareProviderName') === '') add('primaryCareProviderName', 'pcpName')
  },
  (a, add, plan) => {
    if (plan.planType !== 'C-SNP') return
    const fields = plan.csnpConditions.map((condition) => CSNP_QUESTION_FIELD[condition])
    fields.forEach((name) => text(a, name) === '' && add(name, 'required'))
    const answered = fields.every((name) => text(a, name) !== '')
    const first = fields[0]
    if (first && answered && !fields.some((name) => a[name] === 'yes')) add(first, 'csnpCondition')
  },
]

const signature: Rule[] = [
  (a, add) =>
    a.relationshipToPersonListed === 'authorizedRepresentative' &&
    requireAll(a, add, [
      'authorizedPersonName',
      'authorizedPersonRelationship',
      'authorizedPersonPhoneNumber',
      'authorizedPersonEmailAddress',
      'authorizedPersonAddressLine1',
    ]),
  (a, add) => {
    if (a.relationshipToPersonListed !== 'individualHelper') return
    requireAll(a, add, ['individualRepName', 'individualRepRelationship', 'individualRepSignature'])
    if (!NPN_RELATIONSHIPS.includes(text(a, 'individualRepRelationship'))) return
    const npn = text(a, 'individualRepNpn')
    if (npn === '') add('individualRepNpn', 'required')
    else if (!NPN.test(npn)) add('individualRepNpn', 'npn')
  },
]

export const RULES: Record<FormStepId, Rule[]> = { personal, otherCoverage, options, signature, payment: [] }
