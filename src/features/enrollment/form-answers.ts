import type { EnrollmentAnswers, FieldName } from './answers-shape'
import type { DateParts } from './date-parts'
import { emptyAnswers } from './empty-answers'
import { STEP_FIELDS, type FormStepId } from './steps'

/** The longest text a field's input takes from a post; the step's schema then checks each field's own limit. */
const MAX_TEXT = 500
const DATE_PARTS = ['month', 'day', 'year'] as const

/** A posted value as text: a file or anything else posted in its place counts as blank. */
const textOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' ? value.slice(0, MAX_TEXT) : ''

/**
 * A step's answers as the step's HTML form posts them (the controls' `name`s): text and choices
 * by name, a checkbox by its presence, a date by `name.month`, `name.day` and `name.year`, a list
 * by every value of its name. Fields of the step the form left out (a group that does not apply,
 * a list whose boxes are disabled) are blank, as the browser's wizard holds them.
 */
export function stepAnswersFromForm(step: FormStepId, form: FormData): Partial<EnrollmentAnswers> {
  const blank = emptyAnswers('')
  const answers: Record<string, unknown> = {}
  for (const name of STEP_FIELDS[step] as FieldName[]) {
    if (name === 'selectedPlan') continue
    const empty = blank[name]
    if (typeof empty === 'boolean') answers[name] = form.has(name)
    else if (Array.isArray(empty))
      answers[name] = [...new Set(form.getAll(name).map(textOf))].slice(0, 20)
    else if (typeof empty === 'object')
      answers[name] = Object.fromEntries(
        DATE_PARTS.map((part) => [part, textOf(form.get(`${name}.${part}`))]),
      ) as DateParts
    else answers[name] = textOf(form.get(name))
  }
  return answers as Partial<EnrollmentAnswers>
}
