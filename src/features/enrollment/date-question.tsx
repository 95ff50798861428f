import { useTranslation } from 'react-i18next'
import type { EnrollmentAnswers, FieldName } from './answers-shape'
import { Group } from './controls'
import type { DateParts } from './date-parts'
import { fieldId, useAnswer, useErrorKey, useForm } from './form-context'
import { MONTHS } from './options'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

type DateField = { [K in FieldName]: EnrollmentAnswers[K] extends DateParts ? K : never }[FieldName]

/** A date as month, day and year in one fieldset (spec 3.1: month 1-12); autocomplete for a birth date. */
export function DateQuestion({
  name,
  required,
  hint,
  birthday,
}: {
  name: DateField
  required?: boolean
  hint?: string
  birthday?: boolean
}) {
  const { t } = useTranslation('enrollment')
  const { set } = useForm()
  const value = useAnswer(name) as DateParts
  const change = (part: keyof DateParts, text: string) =>
    set(name, { ...value, [part]: text } as never)
  const problems = {
    month: useErrorKey(`${name}.month`),
    day: useErrorKey(`${name}.day`),
    year: useErrorKey(`${name}.year`),
  }
  const invalid = (part: keyof DateParts) => (problems[part] ? true : undefined)
  const id = (part: keyof DateParts) => fieldId(`${name}.${part}`)
  return (
    <Group name={name} required={required} hint={hint} className="question--date">
      <div className="date-parts">
        <div className="date-parts__item">
          <label htmlFor={id('month')}>{t('dates.month')}</label>
          <select
            id={id('month')}
            name={`${name}.month`}
            value={value.month}
            onChange={(e) => change('month', e.target.value)}
            aria-invalid={invalid('month')}
            autoComplete={birthday ? 'bday-month' : undefined}
          >
            <option value="">{t('options.choose')}</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {t(`options.month.${month}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="date-parts__item">
          <label htmlFor={id('day')}>{t('dates.day')}</label>
          <input
            id={id('day')}
            name={`${name}.day`}
            className="input input--day"
            inputMode="numeric"
            maxLength={2}
            value={value.day}
            onChange={(e) => change('day', e.target.value)}
            aria-invalid={invalid('day')}
            autoComplete={birthday ? 'bday-day' : 'off'}
          />
        </div>
        <div className="date-parts__item">
          <label htmlFor={id('year')}>{t('dates.year')}</label>
          <input
            id={id('year')}
            name={`${name}.year`}
            className="input input--year"
            inputMode="numeric"
            maxLength={4}
            value={value.year}
            onChange={(e) => change('year', e.target.value)}
            aria-invalid={invalid('year')}
            autoComplete={birthday ? 'bday-year' : 'off'}
          />
        </div>
      </div>
    </Group>
  )
}
