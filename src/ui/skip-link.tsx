import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'

export const MAIN_ID = 'main-content'

/**
 * Moves focus to the main content. Once the page runs, it does so WITHOUT touching the URL: a
 * page that keeps its state in the hash (the provider search) must not lose it to `#main-content`.
 * Before hydration (or without JavaScript) the plain anchor does the same job.
 */
export function SkipLink() {
  const { t } = useTranslation()
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    event.preventDefault()
    main.focus({ preventScroll: true })
    main.scrollIntoView({ block: 'start' })
  }
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      {t('skipToContent')}
    </a>
  )
}
