import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { BRANCHES, type BranchName } from './branches'
import { useTranslation } from 'react-i18next'
import { Field, Fieldset } from '~/ui/field'
import { ZipField } from '~/ui/zip-field'
import type { EnrollmentAnswers, FieldName } from './answers-shape'
import { fieldId, useAnswer, useFieldError, useForm } from './form-context'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

type StringField = { [K in FieldName]: EnrollmentAnswers[K] extends string ? K : never }[FieldName]
type BooleanField = {
  [K in FieldName]: EnrollmentAnswers[K] extends boolean ? K : never
}[FieldName]
type Common = { required?: boolean; hint?: string; label?: string }

function useLabel(name: FieldName, label?: string) {
  const { t } = useTranslation('enrollment')
  return label ?? t(`fields.${name}`)
}

type TextProps = Common & {
  name: StringField
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  type?: 'text' | 'tel' | 'email'
  size?: 'short' | 'medium'
  maxLength?: number
}

export function TextQuestion({
  name,
  required,
  hint,
  label,
  autoComplete,
  inputMode,
  type = 'text',
  size,
  maxLength,
}: TextProps) {
  const { set } = useForm()
  const value = useAnswer(name)
  const { t } = useTranslation('enrollment')
  return (
    <Field
      id={fieldId(name)}
      label={useLabel(name, label)}
      hint={hint}
      error={useFieldError(name)}
      required={required}
      requiredMark={t('required')}
    >
      <input
        className={`input${size ? ` input--${size}` : ''}`}
        type={type}
        name={name}
        value={value as string}
        onChange={(event) => set(name, event.target.value as never)}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={false}
      />
    </Field>
  )
}

/** A ZIP code question: the shared ZIP entry bound to the enrollment answers. */
export function ZipQuestion({
  name,
  required,
  hint,
  label,
  autoComplete = 'off',
}: Common & { name: 'zipcode' | 'mailingZipcode'; autoComplete?: string }) {
  const { set } = useForm()
  const value = useAnswer(name)
  const { t } = useTranslation('enrollment')
  return (
    <ZipField
      id={fieldId(name)}
      name={name}
      label={useLabel(name, label)}
      hint={hint}
      error={useFieldError(name)}
      required={required}
      requiredMark={t('required')}
      autoComplete={autoComplete}
      value={value}
      onChange={(value) => set(name, value)}
    />
  )
}

type SelectProps = Common & {
  name: StringField
  options: readonly string[]
  optionLabel: (value: string) => string
  blankLabel?: string
  autoComplete?: string
}

export function SelectQuestion({
  name,
  required,
  hint,
  label,
  options,
  optionLabel,
  blankLabel,
  autoComplete,
}: SelectProps) {
  const { set } = useForm()
  const value = useAnswer(name)
  const { t } = useTranslation('enrollment')
  return (
    <Field
      id={fieldId(name)}
      label={useLabel(name, label)}
      hint={hint}
      error={useFieldError(name)}
      required={required}
      requiredMark={t('required')}
    >
      <select
        name={name}
        value={value as string}
        onChange={(event) => set(name, event.target.value as never)}
        autoComplete={autoComplete}
      >
        <option value="">{blankLabel ?? t('options.choose')}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** A question answered by one choice: a fieldset of radios (STYLE 8). */
type GroupProps = Common & {
  name: FieldName
  legend?: string
  error?: string
  children: ReactNode
  className?: string
}

export function Group({ name, required, hint, legend, children, className }: GroupProps) {
  const { t } = useTranslation('enrollment')
  return (
    <Fieldset
      id={fieldId(name)}
      className={`question${className ? ` ${className}` : ''}`}
      legend={useLabel(name, legend)}
      hint={hint}
      error={useFieldError(name)}
      required={required}
      requiredMark={t('required')}
    >
      {children}
    </Fieldset>
  )
}

type RadioProps = Common & {
  name: StringField
  options: readonly string[]
  optionLabel: (value: string) => string
  inline?: boolean
}

export function RadioQuestion({ name, options, optionLabel, inline, ...rest }: RadioProps) {
  const { set } = useForm()
  const answer = useAnswer(name)
  return (
    <Group name={name} {...rest} className={inline ? 'question--inline' : undefined}>
      {options.map((value, index) => {
        const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${value}`
        return (
          <div className="choice" key={value}>
            <input
              id={id}
              type="radio"
              name={name}
              value={value}
              checked={answer === value}
              onChange={() => set(name, value as never)}
            />
            <label htmlFor={id}>{optionLabel(value)}</label>
          </div>
        )
      })}
    </Group>
  )
}

export function YesNoQuestion(props: Common & { name: StringField }) {
  const { t } = useTranslation('enrollment')
  return (
    <RadioQuestion
      {...props}
      inline
      options={['yes', 'no']}
      optionLabel={(value) => t(`options.yesNo.${value as 'yes' | 'no'}`)}
    />
  )
}

export function CheckboxQuestion({
  name,
  label,
  hint,
}: {
  name: BooleanField
  label?: string
  hint?: string
}) {
  const { set } = useForm()
  const checked = useAnswer(name)
  const id = fieldId(name)
  return (
    <>
      <div className="choice">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => set(name, event.target.checked as never)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <label htmlFor={id}>{useLabel(name, label)}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint choice-hint">
          {hint}
        </p>
      )}
    </>
  )
}

/**
 * The questions of a branch (branches.ts: a mailing address, a representative), hidden while it
 * does not apply. The server renders them all the same, so a browser without JavaScript, which
 * cannot reveal them, shows them open (app.css: `hidden` hides only under `.js`), and the server
 * keeps only those that apply (prune.ts).
 */
export function Branch({
  name,
  children,
  as: Tag = 'div',
  labelledBy,
}: {
  name: BranchName
  children: ReactNode
  as?: 'div' | 'section'
  labelledBy?: string
}) {
  const { t } = useTranslation('enrollment')
  const open = useSelector(useForm().actor, (snapshot) =>
    BRANCHES[name].applies(snapshot.context.answers),
  )
  return (
    <Tag className="conditional" hidden={!open} aria-labelledby={labelledBy}>
      <p className="field__hint no-script">{t('page.branchNoScript')}</p>
      {children}
    </Tag>
  )
}

type ListField = 'ethnicity' | 'race'

export function CheckboxGroupQuestion({
  name,
  options,
  optionLabel,
  disabled,
  hint,
}: {
  name: ListField
  options: readonly string[]
  optionLabel: (value: string) => string
  disabled?: boolean
  hint?: string
}) {
  const { set } = useForm()
  const selected = useAnswer(name) as string[]
  const toggle = (value: string, on: boolean) =>
    set(name, (on ? [...selected, value] : selected.filter((item) => item !== value)) as never)
  return (
    <Group name={name} hint={hint}>
      {options.map((value, index) => {
        const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${value}`
        return (
          <div className="choice" key={value}>
            <input
              id={id}
              type="checkbox"
              name={name}
              value={value}
              checked={selected.includes(value)}
              disabled={disabled}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            <label htmlFor={id}>{optionLabel(value)}</label>
          </div>
        )
      })}
    </Group>
  )
}
