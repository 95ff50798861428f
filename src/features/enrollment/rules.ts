import { isZipCode } from '~/plans/zip-code'
import { BRANCH_LIST, BRANCHES } from './branches'
import { isBlankDate, type DateParts } from './date-parts'
import { isPoBox, NPN, type ErrorKey } from './field-schemas'
import { CSNP_QUESTION_FIELD, MEDICAID_LEVELS } from './options'
import { STEP_FIELDS, type EnrollmentPlan, type FormStepId } from './steps'

type Answers = Record<string, unknown>
type Add = (path: string, message: ErrorKey) => void
type Rule = (answers: Answers, add: Add, plan: EnrollmentPlan) => void

const text = (a: Answers, name: string) =>
  typeof a[name] === 'string' ? (a[name] as string).trim() : ''

/** Creole is offered only for Florida dual plans (spec 3.1, 9.7). */
export const offersCreole = (plan: Pick<EnrollmentPlan, 'state' | 'planType'>) =>
  plan.planType === 'D-SNP' && plan.state.split(/[^A-Z]/).includes('FL')

/** True when the plan is sold where the ZIP is: some county of the ZIP is in the plan's service area. */
export const servesZip = (plan: Pick<EnrollmentPlan, 'serviceAreaZips'>, zip: string) =>
  plan.serviceAreaZips.includes(zip.trim())

/** The questions of the step's branches that apply (branches.ts) are required. */
const branchesRequired =
  (step: FormStepId): Rule =>
  (a, add) => {
    const own = STEP_FIELDS[step] as readonly string[]
    for (const [, branch] of BRANCH_LIST) {
      if (!own.includes(branch.fields[0]!) || !branch.applies(a)) continue
      for (const name of branch.required) {
        const value = a[name]
        const blank =
          typeof value === 'object' && value !== null
            ? isBlankDate(value as DateParts)
            : text(a, name) === ''
        if (blank) add(typeof value === 'object' ? `${name}.month` : name, 'required')
      }
    }
  }

const personal: Rule[] = [
  branchesRequired('personal'),
  // A plan takes only people who live in its service area (spec 5.4, 8): checked at the address.
  (a, add, plan) => {
    const zip = text(a, 'zipcode')
    if (isZipCode(zip) && !servesZip(plan, zip)) add('zipcode', 'serviceArea')
  },
  (a, add) => {
    if (a.experiencingHomelessness === true) return
    for (const line of ['permanentAddressLine1', 'permanentAddressLine2'])
      if (isPoBox(text(a, line))) add(line, 'poBox')
  },
  (a, add) => {
    const zip = text(a, 'mailingZipcode')
    if (BRANCHES.mailingAddress.applies(a) && zip !== '' && !isZipCode(zip))
      add('mailingZipcode', 'zip')
  },
  (a, add, plan) => a.language === 'creole' && !offersCreole(plan) && add('language', 'creole'),
]

const otherCoverage: Rule[] = [
  branchesRequired('otherCoverage'),
  (a, add, plan) => {
    if (plan.planType !== 'D-SNP') return
    if (a.enrolledStateMedicaid === 'no') add('enrolledStateMedicaid', 'medicaidRequired')
    const level = text(a, 'medicaidLevel')
    if (level === '') add('medicaidLevel', 'required')
    else if (
      (MEDICAID_LEVELS as readonly string[]).includes(level) &&
      !(plan.medicaidLevels as string[]).includes(level)
    )
      add('medicaidLevel', 'medicaidLevel')
  },
]

const options: Rule[] = [
  branchesRequired('options'),
  (a, add) => {
    const anyPcp =
      text(a, 'primaryCareProviderAddressLine1') || text(a, 'primaryCareProviderAddressLine2')
    if (anyPcp && text(a, 'primaryCareProviderName') === '')
      add('primaryCareProviderName', 'pcpName')
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
  branchesRequired('signature'),
  (a, add) => {
    const npn = text(a, 'individualRepNpn')
    if (BRANCHES.npn.applies(a) && npn !== '' && !NPN.test(npn)) add('individualRepNpn', 'npn')
  },
]

export const RULES: Record<FormStepId, Rule[]> = {
  personal,
  otherCoverage,
  options,
  signature,
  payment: [],
}

/**
 * Whether a step asks a required question now, so its "(*Required)" note is shown only there:
 * Personal, Other Coverage and Signature always do; Options only for a C-SNP (its
 * condition questions) or once a special period with a date is checked; Payment and the review
 * never (no payment method chosen is a monthly bill, spec 4.4).
 */
export function stepAsksRequired(
  step: FormStepId | 'review',
  plan: Pick<EnrollmentPlan, 'planType'>,
  answers: Answers,
): boolean {
  if (step === 'review' || step === 'payment') return false
  if (step !== 'options') return true
  if (plan.planType === 'C-SNP') return true
  const own = STEP_FIELDS.options as readonly string[]
  return BRANCH_LIST.some(
    ([, branch]) =>
      own.includes(branch.fields[0]!) && branch.required.length > 0 && branch.applies(answers),
  )
}
