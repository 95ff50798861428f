import { useEffect, useId, useRef, type MouseEvent } from 'react'

export type SummaryError = { href: string; message: string }

/** GOV.UK's jump: focus the field itself and scroll its label or legend into view with it. */
function jumpToField(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(href.slice(1))
  if (!target) return
  event.preventDefault()
  target.focus()
  ;(target.closest('.field, fieldset') ?? target).scrollIntoView({ block: 'center' })
}

/**
 * The focused error summary of a failed submit (STYLE 9): role="alert", each problem a link that
 * moves focus to its field. `attempt` changes on every failed submit, so focus returns to the
 * summary each time.
 */
export function ErrorSummary({
  title,
  errors,
  attempt,
  id,
}: {
  title: string
  errors: SummaryError[]
  attempt: number
  id?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => {
    if (attempt > 0) ref.current?.focus()
  }, [attempt])
  if (errors.length === 0) return null
  return (
    <div
      ref={ref}
      id={id}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.href}>
            <a href={error.href} onClick={(event) => jumpToField(event, error.href)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
