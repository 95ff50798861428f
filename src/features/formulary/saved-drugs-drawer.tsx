import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedDrug } from '~/plans/formulary-types'
import { savedDrugs, useSavedDrugs } from './saved-drugs'
import { tierLabel } from './tier-name'

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The saved-drugs drawer (spec 2.4, 3.6): a modal dialog listing each saved drug with its plan
 * year and plan, a Remove button per drug and a Print button. Focus moves into the drawer, stays
 * there (Tab wraps), Escape closes it and focus returns to the button that opened it.
 */
export function SavedDrugsDrawer({ announce }: { announce: (message: string) => void }) {
  const { t } = useTranslation('formulary')
  const list = useSavedDrugs()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const opener = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (open) title.current?.focus()
  }, [open])

  function close() {
    setOpen(false)
    opener.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab' && panel.current) {
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      if (event.shiftKey && (document.activeElement === first || document.activeElement === title.current)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  function remove(drug: SavedDrug) {
    savedDrugs.remove(drug)
    announce(t('saved.removedNotice', { name: drug.name }))
    title.current?.focus()
  }

  function print() {
    document.body.dataset.print = 'saved-drugs'
    window.addEventListener('afterprint', () => delete document.body.dataset.print, { once: true })
    window.print()
  }

  return (
    <>
      <button ref={opener} type="button" className="button button--secondary saved-drugs__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('saved.open', { count: list.length })}
      </button>
      {open && (
        <div className="saved-drugs__backdrop" onClick={close}>
          <div
            ref={panel}
            className="saved-drugs"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onKeyDown}
            onClick={(event) => event.stopPropagation()}
          >
            <h2 id={titleId} ref={title} tabIndex={-1}>
              {t('saved.title')}
            </h2>
            <p>{t('saved.intro')}</p>
            {list.length === 0 ? (
              <p>{t('saved.empty')}</p>
            ) : (
              <ul className="saved-drugs__list">
                {list.map((drug) => (
                  <li key={`${drug.planSlug}:${drug.id}`} className="saved-drugs__item">
                    <span className="saved-drugs__name">{drug.name}</span>
                    <span className="saved-drugs__plan">{t('saved.for', { plan: drug.planName, year: drug.year })}</span>
                    <span>{drug.covered && drug.tier !== null ? tierLabel(t, drug.tier) : t('drug.notCovered')}</span>
                    <button type="button" className="button button--secondary" onClick={() => remove(drug)}>
                      {t('saved.remove', { name: drug.name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="saved-drugs__actions">
              {list.length > 0 && (
                <button type="button" className="button button--primary" onClick={print}>
                  {t('saved.print')}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={close}>
                {t('saved.close')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  )
}

/** The clean printed list: hidden on screen, the only thing printed after "Print my list". */
export function SavedDrugsPrint() {
  const { t } = useTranslation('formulary')
  const list = useSavedDrugs()
  return (
    <section className="saved-print">
      <h2>{t('saved.printHeading')}</h2>
      <ul>
        {list.map((drug) => (
          <li key={`${drug.planSlug}:${drug.id}`}>
            <strong>{drug.name}</strong> — {t('saved.for', { plan: drug.planName, year: drug.year })} —{' '}
            {drug.covered && drug.tier !== null ? tierLabel(t, drug.tier) : t('drug.notCovered')}
          </li>
        ))}
      </ul>
      <p>{t('saved.printNote')}</p>
    </section>
  )
}
