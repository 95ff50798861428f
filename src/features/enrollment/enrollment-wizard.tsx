import { useSelector } from '@xstate/react'
import { memo, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { buildWhenIdle, type EnrollmentAnswers, type FieldName } from './answers-shape'
import { ErrorSummary } from '~/ui/error-summary'
import { summaryProblems } from './summary-problems'
import { fieldId, FormProvider } from './form-context'
import { OptionsStep } from './options-step'
import { OtherCoverageStep } from './other-coverage-step'
import { PaymentStep } from './payment-step'
import { PersonalStep } from './personal-step'
import { ReviewStep } from './review-step'
import { SignatureStep } from './signature-step'
import { StepIndicator } from './step-indicator'
import { stepAsksRequired } from './rules'
import { STEP_FIELDS, STEPS, type FormStepId, type StepId } from './steps'
import { stepParam } from './step-url'
import { PROBLEMS_ANCHOR } from './problems-anchor'
import type { EnrollmentActor } from './use-enrollment'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

// Each step renders again only for what its own questions read (form-context.tsx), not with the
// wizard around it: a failed Next renders the summary and the questions whose errors changed.
const STEP_VIEWS: Record<FormStepId, React.NamedExoticComponent> = {
  personal: memo(PersonalStep),
  otherCoverage: memo(OtherCoverageStep),
  options: memo(OptionsStep),
  signature: memo(SignatureStep),
  payment: memo(PaymentStep),
}

/**
 * The form around the machine: one step at a time, Previous / Next / Submit, errors summarised.
 * It is an HTML form first (decision 0024): named fields, each button's `action`, and the step shown,
 * posted to the page itself when no script runs (enrollment-form-post.server.ts runs the same
 * machine there); with a script the machine here takes the events and nothing is posted.
 */
export function EnrollmentWizard({
  actor,
  lang,
  onStartOver,
}: {
  actor: EnrollmentActor
  lang: Lang
  onStartOver: () => void
}) {
  const { t } = useTranslation('enrollment')
  const value = useSelector(actor, (s) => s.value)
  const errors = useSelector(actor, (s) => s.context.errors)
  const plan = useSelector(actor, (s) => s.context.plan)
  const editing = useSelector(actor, (s) => s.context.editing)
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'submit' }))
  const step = (
    value === 'submitting' || value === 'failed' || value === 'submitted' ? 'review' : value
  ) as StepId
  // A boolean: the wizard renders again only when the note comes or goes, not on every answer.
  const asksRequired = useSelector(actor, (s) =>
    stepAsksRequired(step, s.context.plan, s.context.answers),
  )
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [attempts, setAttempts] = useState(0)
  const firstRender = useRef(true)

  // The step's questions' schemas are built while the person reads and types, not inside Next.
  useEffect(
    () => (step === 'review' ? undefined : buildWhenIdle(STEP_FIELDS[step as FormStepId])),
    [step],
  )

  // A new step: move focus to its heading so the page is read from the top.
  useEffect(() => {
    if (firstRender.current) return void (firstRender.current = false)
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'start' })
  }, [step])

  const form = useMemo(
    () => ({
      actor,
      plan,
      lang,
      set: <K extends FieldName>(name: K, v: EnrollmentAnswers[K]) =>
        actor.send({ type: 'field.change', name, value: v }),
    }),
    [actor, plan, lang],
  )
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actor.send(step === 'review' ? { type: 'submit' } : { type: 'step.next' })
    setAttempts((n) => n + 1)
  }
  const View = step === 'review' ? null : STEP_VIEWS[step as FormStepId]
  const index = STEPS.indexOf(step)
  return (
    <div className="wizard">
      <StepIndicator current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="wizard__heading">
        {t('page.stepHeading', {
          current: index + 1,
          total: STEPS.length,
          name: t(`steps.${step}`),
        })}
      </h2>
      {asksRequired && <p className="no-print">{t('page.requiredNote')}</p>}
      {/* A failed Next or Submit focuses the summary: it states spec 5.1's step message and links each problem. */}
      <ErrorSummary
        title={t('errors.stepIncomplete')}
        errors={summaryProblems(errors).map(([path, key]) => ({
          href: `#${fieldId(path)}`,
          message: `${t(`fields.${path.split('.')[0]}` as 'fields.firstName')}: ${t(`errors.${key}`)}`,
        }))}
        attempt={attempts}
        id={PROBLEMS_ANCHOR}
      />
      <form method="post" noValidate onSubmit={onSubmit} className="wizard__form">
        <input type="hidden" name="step" value={stepParam(step, lang)} />
        {/* Enter in a field is Next (or Submit): a form's first submit button is its default. */}
        <button
          type="submit"
          name="action"
          value={step === 'review' ? 'submit' : 'next'}
          hidden
          tabIndex={-1}
          aria-hidden="true"
        />
        <FormProvider value={form}>
          {View ? (
            <View />
          ) : (
            <ReviewStep
              lang={lang}
              onEdit={(target) => actor.send({ type: 'review.edit', step: target })}
            />
          )}
        </FormProvider>
        <div className="wizard__buttons no-print">
          {step !== 'personal' && (
            <button
              type="submit"
              name="action"
              value="previous"
              className="button button--secondary"
              onClick={(event) => {
                event.preventDefault()
                actor.send({ type: 'step.previous' })
              }}
              disabled={value === 'submitting'}
            >
              {t('buttons.previous')}
            </button>
          )}
          {step === 'review' ? (
            <button
              type="submit"
              name="action"
              value="submit"
              className="button button--primary"
              disabled={!canSubmit}
            >
              {t('buttons.submit')}
            </button>
          ) : (
            <button type="submit" name="action" value="next" className="button button--primary">
              {editing ? t('buttons.backToReview') : t('buttons.next')}
            </button>
          )}
        </div>
        <p role="status" className="wizard__status">
          {value === 'submitting' ? t('buttons.submitting') : ''}
        </p>
      </form>
      <form
        method="post"
        className="no-print"
        onSubmit={(event) => {
          event.preventDefault()
          if (window.confirm(t('page.startOverConfirm'))) onStartOver()
        }}
      >
        <p>
          <button type="submit" name="action" value="startOver" className="button button--link">
            {t('page.startOver')}
          </button>
        </p>
      </form>
    </div>
  )
}
