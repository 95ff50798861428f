import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** True for an http(s) link to another host than this site. */
export function isExternalHref(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin
  } catch {
    return false
  }
}

/**
 * CMS rules require telling people when a link leaves the plan's site. Any click on a link to
 * another host opens this dialog first; continuing follows the link.
 */
export function ExternalLinkNotice() {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const [target, setTarget] = useState<string | null>(null)

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || anchor.dataset.externalConfirmed === 'true')
        return
      if (!isExternalHref(anchor.href, window.location.origin)) return
      event.preventDefault()
      setTarget(anchor.href)
      dialog.current?.showModal()
      // Staying is the safe choice, so it has the focus (not the first control the browser picks).
      cancel.current?.focus()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  const close = () => {
    dialog.current?.close()
    setTarget(null)
  }

  return (
    <dialog
      ref={dialog}
      className="external-notice"
      aria-labelledby="external-notice-title"
      onClose={() => setTarget(null)}
    >
      <h2 id="external-notice-title">{t('externalLink.title')}</h2>
      <p>{t('externalLink.body')}</p>
      {target && <p className="external-notice__target">{target}</p>}
      <div className="external-notice__actions">
        <button ref={cancel} type="button" className="button button--secondary" onClick={close}>
          {t('externalLink.cancel')}
        </button>
        {target && (
          <a
            className="button button--primary"
            href={target}
            target="_blank"
            rel="noopener noreferrer"
            data-external-confirmed="true"
            onClick={close}
          >
            {t('externalLink.continue')}{' '}
            <span className="visually-hidden">{t('externalLink.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </dialog>
  )
}
