import { and, assign, fromPromise, setup } from 'xstate'
import type { EnrollmentAnswers, FieldName } from './answers-shape'
import { validateApplication, validateStep, type FieldErrors } from './schema'
import { STEPS, type EnrollmentPlan, type FormStepId, type StepId } from './steps'

export type SubmitInput = {
  answers: EnrollmentAnswers
  plan: EnrollmentPlan
  idempotencyKey: string
}
export type SubmitOutput = { confirmationNumber: string }

export type EnrollmentContext = {
  plan: EnrollmentPlan
  answers: EnrollmentAnswers
  /** Problems found by the last failed Next or Submit, by field path; cleared field by field as they change. */
  errors: FieldErrors
  /** True while a section is being changed from the review: Next then returns to the review. */
  editing: boolean
  /** Sent with every submit attempt, so a retry after a lost answer never files a second application. */
  idempotencyKey: string
  confirmationNumber: string | null
}

export type EnrollmentEvent =
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'field.change'; name: FieldName; value: EnrollmentAnswers[FieldName] }
  | { type: 'review.edit'; step: FormStepId }
  /** The address bar asks for a step (Back, Forward, a typed or reloaded URL). */
  | { type: 'step.goto'; step: StepId }
  | { type: 'submit' }

export type EnrollmentInput = {
  plan: EnrollmentPlan
  answers: EnrollmentAnswers
  idempotencyKey: string
}

const FORM_STEPS = STEPS.filter((step): step is FormStepId => step !== 'review')

/**
 * Where a request for `step` lands: the step itself when every step before it is complete,
 * otherwise the first incomplete step (Back is always allowed; Forward or a typed URL cannot skip
 * a step whose answers are missing).
 */
export function reachableStep(
  step: StepId,
  answers: EnrollmentAnswers,
  plan: EnrollmentPlan,
): StepId {
  for (const earlier of FORM_STEPS.slice(0, STEPS.indexOf(step)))
    if (Object.keys(validateStep(earlier, answers, plan)).length > 0) return earlier
  return step
}

/** The step a snapshot shows: submitting, failed and submitted all show Sign & Review. */

const withoutErrorsOf = (errors: FieldErrors, name: string) =>
  Object.fromEntries(
    Object.entries(errors).filter(([path]) => path !== name && !path.startsWith(`${name}.`)),
  )

/** A step asked for by the URL, or the first incomplete step before it; an Edit in progress ends. */
const goTo = STEPS.map((step) => ({
  guard: { type: 'lands' as const, params: { step } },
  target: `#enrollment.${step}`,
  actions: ['clearErrors' as const, 'stopEditing' as const],
}))

/**
 * The enrollment wizard (spec 2.4, 4.1): Personal, Other Coverage, Options, Signature, Payment,
 * then Sign & Review, which submits. Next is guarded by the step's schema (the branches: special
 * enrollment dates, plan type questions, long-term care, other coverage, representative or helper,
 * payment, all live in the schema's rules). `step.goto` follows the address bar (each step has its
 * URL); it is ignored while submitting. The machine holds answers only in its context; the React
 * hook persists its snapshot to this tab's sessionStorage (docs/decisions/0013).
 */
export const enrollmentMachine = setup({
  types: {
    context: {} as EnrollmentContext,
    events: {} as EnrollmentEvent,
    input: {} as EnrollmentInput,
  },
  actors: {
    // Replaced with .provide() by the browser (POST /api/enrollments) and by tests.
    submitApplication: fromPromise<SubmitOutput, SubmitInput>(async () => {
      throw new Error('submitApplication is not provided')
    }),
  },
  guards: {
    stepComplete: ({ context }, params: { step: FormStepId }) =>
      Object.keys(validateStep(params.step, context.answers, context.plan)).length === 0,
    applicationComplete: ({ context }) =>
      validateApplication(context.answers, context.plan).success,
    editing: ({ context }) => context.editing,
    editTarget: ({ event }, params: { step: FormStepId }) =>
      event.type === 'review.edit' && event.step === params.step,
    lands: ({ context, event }, params: { step: StepId }) =>
      event.type === 'step.goto' &&
      reachableStep(event.step, context.answers, context.plan) === params.step,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      return {
        answers: { ...context.answers, [event.name]: event.value },
        errors: withoutErrorsOf(context.errors, event.name),
      }
    }),
    showStepErrors: assign(({ context }, params: { step: FormStepId }) => ({
      errors: validateStep(params.step, context.answers, context.plan),
    })),
    clearErrors: assign({ errors: {} }),
    startEditing: assign({ editing: true, errors: {} }),
    stopEditing: assign({ editing: false }),
    showApplicationErrors: assign(({ context }) => {
      const result = validateApplication(context.answers, context.plan)
      return { errors: result.success ? {} : result.errors }
    }),
    keepConfirmation: assign((_, params: { confirmationNumber: string }) => ({
      confirmationNumber: params.confirmationNumber,
    })),
  },
}).createMachine({
  id: 'enrollment',
  context: ({ input }) => ({
    plan: input.plan,
    answers: input.answers,
    errors: {},
    editing: false,
    idempotencyKey: input.idempotencyKey,
    confirmationNumber: null,
  }),
  initial: 'personal',
  on: { 'field.change': { actions: 'setField' } },
  states: {
    ...Object.fromEntries(FORM_STEPS.map((step, index) => [step, formStep(step, index)])),
    review: {
      on: {
        'step.goto': goTo,
        'step.previous': { target: 'payment', actions: 'clearErrors' },
        'review.edit': FORM_STEPS.map((step) => ({
          guard: { type: 'editTarget' as const, params: { step } },
          target: step,
          actions: 'startEditing' as const,
        })),
        submit: [
          { guard: 'applicationComplete', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showApplicationErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitApplication',
        input: ({ context }) => ({
          answers: context.answers,
          plan: context.plan,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'submitted',
          actions: {
            type: 'keepConfirmation',
            params: ({ event }) => ({ confirmationNumber: event.output.confirmationNumber }),
          },
        },
        onError: { target: 'failed' },
      },
      // Answers are frozen while the application is on its way.
      on: { 'field.change': {} },
    },
    failed: {
      on: {
        'step.goto': goTo,
        submit: { target: 'submitting' },
        'review.edit': FORM_STEPS.map((step) => ({
          guard: { type: 'editTarget' as const, params: { step } },
          target: step,
          actions: 'startEditing' as const,
        })),
      },
    },
    submitted: { type: 'final', on: { 'field.change': {} } },
  },
})

/** One answer-entry step: Next is guarded by the step's schema; from an edit, Next returns to the review. */
function formStep(step: FormStepId, index: number) {
  const next: StepId = STEPS[index + 1] ?? 'review'
  const previous = index > 0 ? STEPS[index - 1] : undefined
  return {
    on: {
      'step.goto': goTo,
      'step.next': [
        {
          // 'editing' first: the step's check runs only when it decides something.
          guard: and(['editing', { type: 'stepComplete', params: { step } }]),
          target: 'review',
          actions: ['clearErrors', 'stopEditing'],
        },
        { guard: { type: 'stepComplete', params: { step } }, target: next, actions: 'clearErrors' },
        { actions: { type: 'showStepErrors', params: { step } } },
      ],
      ...(previous
        ? { 'step.previous': { target: previous, actions: ['clearErrors', 'stopEditing'] } }
        : {}),
    },
  } as const
}
