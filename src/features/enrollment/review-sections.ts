import type { FieldName } from './answers-shape'
import { STEP_FIELDS, STEPS, type FormStepId } from './steps'

/**
 * The review step's sections: one per step that takes answers, in the wizard's order and named as
 * the step indicator names that step, so a person finds on review what they filled in where
 * (the sections of spec 2.4's table, different in each language, named no step). Each
 * section has an Edit that opens its step.
 */
export type ReviewSection = { step: FormStepId; fields: FieldName[] }

export const REVIEW_SECTIONS: ReviewSection[] = STEPS.filter(
  (step): step is FormStepId => step !== 'review',
).map((step) => ({
  step,
  fields: (STEP_FIELDS[step] as readonly FieldName[]).filter((name) => name !== 'selectedPlan'),
}))
