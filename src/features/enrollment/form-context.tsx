import { createContext, useContext, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { EnrollmentAnswers, FieldName } from './answers-shape'
import type { FieldErrors } from './schema'
import type { EnrollmentPlan } from './steps'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

type FormState = {
  answers: EnrollmentAnswers
  errors: FieldErrors
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

/** The DOM id of a field's control (or first control): 'dateOfBirth.month' -> 'f-dateOfBirth-month'. */
export const fieldId = (path: string) => `f-${path.split('.').filter((part) => !/^\d+$/.test(part)).join('-')}`

/** The translated error for a field (a date or a group reports errors of its parts). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useForm()
  const { t } = useTranslation('enrollment')
  const key = errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1]
  return key ? t(`errors.${key}`) : undefined
}
