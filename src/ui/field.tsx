import { cloneElement, useId, type ReactElement, type ReactNode } from 'react'

type Common = {
  hint?: string
  error?: string
  required?: boolean
  /** The '(*Required)' text shown after the label or legend when `required`. */
  requiredMark?: string
}

/** Ids of a field's hint and error, and the aria-describedby that names them. */
function described(id: string, hint?: string, error?: string) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined }
}

function RequiredMark({ required, mark }: { required?: boolean; mark?: string }) {
  return required && mark ? <span className="field__required"> {mark}</span> : null
}

/** The hint, then the inline error, under a label or legend (STYLE 9: errors sit under their label). */
function Messages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string
  hintId?: string
  error?: string
  errorId?: string
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </>
  )
}

type FieldProps = Common & {
  label: string
  id?: string
  children: ReactElement<Record<string, unknown>>
}

/**
 * One field contract (STYLE 8): a label, an optional hint and an inline error, wired to the
 * control by ids, with aria-invalid and aria-describedby set on the control.
 */
export function Field({ label, hint, error, required, requiredMark, id, children }: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const { hintId, errorId, describedBy } = described(controlId, hint, error)
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={controlId} className="field__label">
        {label}
        <RequiredMark required={required} mark={requiredMark} />
      </label>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        // A native `required` already says it; aria-required is for controls that cannot carry it.
        'aria-required':
          required && !(children.props as { required?: boolean }).required ? true : undefined,
      })}
    </div>
  )
}

type FieldsetProps = Common & {
  /** The question; a step heading may sit inside it. */
  legend: ReactNode
  /** Prefix of the hint and error ids; the error summary links to the group's first control. */
  id: string
  className?: string
  legendClassName?: string
  children: ReactNode
}

/**
 * The same contract for a radio or checkbox group (STYLE 8): a fieldset whose legend names the
 * question, with its hint and error tied to it by aria-describedby.
 */
export function Fieldset({
  legend,
  hint,
  error,
  required,
  requiredMark,
  id,
  className = 'question',
  legendClassName = 'question__legend',
  children,
}: FieldsetProps) {
  const { hintId, errorId, describedBy } = described(id, hint, error)
  return (
    <fieldset
      className={className}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className={legendClassName}>
        {legend}
        <RequiredMark required={required} mark={requiredMark} />
      </legend>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {children}
    </fieldset>
  )
}
