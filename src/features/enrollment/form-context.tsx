import { useSelector } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { EnrollmentAnswers, FieldName } from './answers-shape'
import type { FieldErrors } from './schema'
import type { EnrollmentPlan } from './steps'
import type { EnrollmentActor } from './use-enrollment'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/**
 * What every question shares. It does not change while a person fills in a step: each question
 * reads its own answer and error from the actor (`useAnswer`, `useFieldError`), so a keystroke
 * renders the question typed in, and a failed Next the questions whose errors changed, not the
 * whole form.
 */
type FormState = {
  actor: EnrollmentActor
  plan: EnrollmentPlan
  lang: Lang
  set: <K extends FieldName>(name: K, value: EnrollmentAnswers[K]) => void
}

const FormContext = createContext<FormState | null>(null)

export function FormProvider({ value, children }: { value: FormState; children: ReactNode }) {
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>
}

export function useForm(): FormState {
  const state = useContext(FormContext)
  if (!state) throw new Error('useForm outside FormProvider')
  return state
}

/** One answer; the component renders again when that answer changes. */
export function useAnswer<K extends FieldName>(name: K): EnrollmentAnswers[K] {
  return useSelector(useForm().actor, (snapshot) => snapshot.context.answers[name])
}

/** Every answer (the review lists them all). */
export function useAnswers(): EnrollmentAnswers {
  return useSelector(useForm().actor, (snapshot) => snapshot.context.answers)
}

/** The problem key at `path` ('dateOfBirth.month'), if the last Next or Submit found one there. */
export function useErrorKey(path: string): FieldErrors[string] | undefined {
  return useSelector(useForm().actor, (snapshot) => snapshot.context.errors[path])
}

/** The DOM id of a field's control (or first control): 'dateOfBirth.month' -> 'f-dateOfBirth-month'. */
export const fieldId = (path: string) =>
  `f-${path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('-')}`

/** The translated error for a field (a date or a group reports errors of its parts). */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation('enrollment')
  const key = useSelector(
    useForm().actor,
    ({ context: { errors } }) =>
      errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1],
  )
  return key ? t(`errors.${key}`) : undefined
}
