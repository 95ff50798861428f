import { z } from 'zod/mini'
import {
  answersShape,
  type EnrollmentAnswers,
  type FieldName,
  type ValidAnswers,
} from './answers-shape'
import type { ErrorKey } from './field-schemas'
import { pruneAnswers } from './prune'
import { RULES } from './rules'
import { STEP_FIELDS, type EnrollmentPlan, type FormStepId } from './steps'

/**
 * The one enrollment schema (spec 3.1 fields, 5.1 rules), shared by the browser and the server.
 * The plan's facts (type, state, C-SNP conditions, Medicaid levels) decide some rules, so the
 * schema is built for a plan. The wizard validates one step at a time with `stepSchema`, derived
 * from the same field schemas and rules; the server validates the whole with `enrollmentSchema`.
 */
const FORM_STEPS = Object.keys(STEP_FIELDS) as FormStepId[]

function runRules(
  steps: FormStepId[],
  answers: Record<string, unknown>,
  plan: EnrollmentPlan,
  add: (path: string, message: ErrorKey) => void,
) {
  for (const step of steps) for (const rule of RULES[step]) rule(answers, add, plan)
}

function rulesFor(steps: FormStepId[], plan: EnrollmentPlan) {
  return (answers: Record<string, unknown>, ctx: z.core.$RefinementCtx) =>
    runRules(steps, answers, plan, (path, message) =>
      ctx.addIssue({ code: 'custom', message, path: path.split('.') }),
    )
}

export function enrollmentSchema(plan: EnrollmentPlan) {
  return z.pipe(
    z.object(answersShape()).check(z.superRefine(rulesFor(FORM_STEPS, plan))),
    z.transform((answers) => pruneAnswers(answers, plan)),
  )
}

export function stepSchema(step: FormStepId, plan: EnrollmentPlan) {
  const shape = Object.fromEntries(STEP_FIELDS[step].map((name) => [name, answersShape()[name]]))
  return z.object(shape).check(z.superRefine(rulesFor([step], plan)))
}

/** Field path ('dateOfBirth.year') to the i18n key of its first problem. */
export type FieldErrors = Record<string, ErrorKey>

/**
 * Every problem at once: zod skips an object's refinements while one of its fields is invalid, so
 * after a failed parse the cross-field rules run again on the raw answers (they read them
 * defensively) and their problems join the field problems. Without this a PO Box or a missing
 * mailing ZIP would show only after the other errors were fixed.
 */
function allErrors(
  error: z.core.$ZodError,
  steps: FormStepId[],
  input: unknown,
  plan: EnrollmentPlan,
): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'form'
    errors[path] ??= issue.message as ErrorKey
  }
  if (typeof input === 'object' && input !== null && !Array.isArray(input))
    runRules(
      steps,
      input as Record<string, unknown>,
      plan,
      (path, message) => void (errors[path] ??= message),
    )
  // Page order, so the error summary reads top to bottom.
  const order = Object.keys(answersShape())
  const rank = (path: string) => order.indexOf(path.split('.')[0] as FieldName)
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)))
}

let lastCheck:
  | { step: FormStepId; answers: EnrollmentAnswers; plan: EnrollmentPlan; errors: FieldErrors }
  | undefined

/**
 * The step's problems. A failed Next asks twice for the same answers (the machine's guard, then
 * the action that shows them), so the last answer is kept for the same step, answers and plan.
 */
export function validateStep(
  step: FormStepId,
  answers: EnrollmentAnswers,
  plan: EnrollmentPlan,
): FieldErrors {
  if (lastCheck?.step === step && lastCheck.answers === answers && lastCheck.plan === plan)
    return lastCheck.errors
  const result = stepSchema(step, plan).safeParse(answers)
  const errors = result.success ? {} : allErrors(result.error, [step], answers, plan)
  lastCheck = { step, answers, plan, errors }
  return errors
}

export type ApplicationResult =
  { success: true; data: ValidAnswers } | { success: false; errors: FieldErrors }

export function validateApplication(input: unknown, plan: EnrollmentPlan): ApplicationResult {
  const result = enrollmentSchema(plan).safeParse(input)
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: allErrors(result.error, FORM_STEPS, input, plan) }
}
