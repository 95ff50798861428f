import { forwardRef, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldId } from './form-context'
import type { FieldErrors } from './schema'

/**
 * The GOV.UK-style error summary (STYLE 9): focused after a failed Next or Submit, it states the
 * spec 5.1 step message and links to each problem's field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: FieldErrors }>(function ErrorSummary({ errors }, ref) {
  const { t } = useTranslation('enrollment')
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    target.focus()
    ;(target.closest('fieldset') ?? target).scrollIntoView({ block: 'center' })
  }
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t('errors.stepIncomplete')}
      </h2>
      <ul className="error-summary__list">
        {entries.map(([path, key]) => {
          const id = fieldId(path)
          const label = `fields.${path.split('.')[0]}` as 'fields.firstName'
          return (
            <li key={path}>
              <a href={`#${id}`} onClick={(event) => jump(event, id)}>
                {t(label)}: {t(`errors.${key}`)}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
})
