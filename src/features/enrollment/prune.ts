import type { ValidAnswers } from './answers-shape'
import { BRANCH_LIST } from './branches'
import { emptyDate } from './date-parts'
import { CSNP_QUESTION_FIELD, offersPeriod, SPECIAL_PERIODS } from './options'
import type { EnrollmentPlan } from './steps'

/**
 * The application as it is stored: defaults applied (blank language is English, no payment method
 * is a monthly bill, spec 3.1 and 4.4) and answers to questions that no longer apply cleared, so
 * nothing hidden from the applicant is kept.
 */
export function pruneAnswers(answers: ValidAnswers, plan: EnrollmentPlan): ValidAnswers {
  const a = { ...answers }
  const clear = (names: Array<keyof ValidAnswers>) =>
    names.forEach((name) => Object.assign(a, { [name]: '' }))
  a.language = a.language || 'english'
  a.paymentMethod = a.paymentMethod || 'bill'
  if (a.chooseNotToAnswer) Object.assign(a, { ethnicity: [], race: [] })
  // Each branch that does not apply (branches.ts): its questions cleared, a date to a blank date.
  for (const [, branch] of BRANCH_LIST) {
    if (branch.applies(a)) continue
    for (const name of branch.fields)
      Object.assign(a, { [name]: typeof a[name] === 'object' ? emptyDate() : '' })
  }
  if (plan.planType !== 'D-SNP') clear(['medicaidLevel'])
  // A statement the plan's type does not offer (options.ts) is not kept, even if posted.
  for (const period of SPECIAL_PERIODS)
    if (!offersPeriod(period, plan.planType)) Object.assign(a, { [period.name]: false })
  const asked =
    plan.planType === 'C-SNP' ? plan.csnpConditions.map((c) => CSNP_QUESTION_FIELD[c]) : []
  clear(Object.values(CSNP_QUESTION_FIELD).filter((name) => !asked.includes(name)))
  return a
}
