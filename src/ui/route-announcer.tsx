import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@tanstack/react-router'
import { MAIN_ID } from './skip-link'

/** The page's name for the announcement: its main heading, else the document title. */
export function pageName(doc: Document): string {
  const heading = doc.querySelector<HTMLElement>(`#${MAIN_ID} h1`)
  const text = heading?.textContent?.trim()
  return text || doc.title.split('|')[0]?.trim() || ''
}

/** The new page's h1 once it is painted (a page's slices may still be arriving), or null after a second. */
function whenHeading(timeoutMs = 1000): Promise<HTMLElement | null> {
  const started = performance.now()
  return new Promise((resolve) => {
    const look = () => {
      const heading = document.querySelector<HTMLElement>(`#${MAIN_ID} h1`)
      if (heading || performance.now() - started > timeoutMs) resolve(heading)
      else requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
}

/**
 * After each client-side navigation to another path, say 'Navigated to {title} page' in a polite
 * live region and move focus to the page heading, so screen-reader and keyboard users start at
 * the new content (spec 2.5), unless it went to a place on the page that took focus itself.
 */
export function RouteAnnouncer() {
  const { t } = useTranslation()
  const router = useRouter()
  const [message, setMessage] = useState('')

  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        if (!fromLocation || fromLocation.pathname === toLocation.pathname) return
        void whenHeading().then((heading) => {
          // A navigation to a place on the new page (its fragment: the finder's step, say) leaves
          // focus where that place put it.
          const target = toLocation.hash ? document.getElementById(toLocation.hash) : null
          if (heading && !target?.contains(document.activeElement)) {
            heading.tabIndex = -1
            heading.focus({ preventScroll: true })
          }
          setMessage(t('navigation.announcement', { title: pageName(document) }))
        })
      }),
    [router, t],
  )

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {message}
    </div>
  )
}
