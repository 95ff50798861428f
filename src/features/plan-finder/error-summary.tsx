import { useEffect, useRef } from 'react'

/**
 * The focused error summary of a failed submit (STYLE 9): role="alert", each problem a link to its
 * field. `attempt` changes on every failed submit so focus returns to the summary each time.
 */
export function ErrorSummary({
  title,
  errors,
  attempt,
}: {
  title: string
  errors: Array<{ href: string; message: string }>
  attempt: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (attempt > 0) ref.current?.focus()
  }, [attempt])
  if (errors.length === 0) return null
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="finder-error-summary-title">
      <h2 id="finder-error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.href}>
            <a href={error.href}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
