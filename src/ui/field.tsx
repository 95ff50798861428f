import { cloneElement, useId, type ReactElement } from 'react'

type Props = {
  label: string
  hint?: string
  error?: string
  required?: boolean
  requiredMark?: string
  id?: string
  children: ReactElement<Record<string, unknown>>
}

/**
 * One field contract (STYLE 8): a label, an optional hint and an inline error, wired to the
 * control by ids, with aria-invalid and aria-describedby set on the control.
 */
export function Field({ label, hint, error, required, requiredMark, id, children }: Props) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={controlId} className="field__label">
        {label}
        {required && requiredMark ? <span className="field__required"> {requiredMark}</span> : null}
      </label>
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
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        // A native `required` already says it; aria-required is for controls that cannot carry it.
        'aria-required': required && !(children.props as { required?: boolean }).required ? true : undefined,
      })}
    </div>
  )
}
