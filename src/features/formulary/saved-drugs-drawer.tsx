import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CareDrugFill } from '~/care/care-drug-fill'
import { printedDate } from '~/care/care-format'
import type { CareDrug } from '~/care/care-list'
import { publicConfigQuery } from '~/server/public-config-query'
import { savedDrugs, useSavedDrugs } from './saved-drugs'
import { tierLabel } from './tier-name'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['formulary', 'care'])

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

  function remove(drug: CareDrug) {
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
        // The backdrop is decoration (role="presentation"): a click on it around the panel closes
        // the panel, for the mouse, and the panel's keys (Escape, Tab kept inside) reach it.
        <div className="saved-drugs__backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && close()} onKeyDown={onKeyDown}>
          <div ref={panel} className="saved-drugs" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <h2 id={titleId} ref={title} tabIndex={-1}>
              {t('saved.title')}
            </h2>
            <p>{t('saved.intro')}</p>
            {list.length === 0 ? (
              <p>{t('saved.empty')}</p>
            ) : (
              <ul className="saved-drugs__list">
                {list.map((drug) => (
                  <li key={drug.id} className="saved-drugs__item">
                    <span className="saved-drugs__name">{drug.name}</span>
                    <SavedFrom drug={drug} />
                    <CareDrugFill drug={drug} />
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

/** The plan year and plan a drug was saved from, and its coverage there (spec 3.6). */
function SavedFrom({ drug }: { drug: CareDrug }) {
  const { t } = useTranslation('formulary')
  const from = drug.savedFrom
  if (!from) return null
  return (
    <>
      <span className="saved-drugs__plan">{t('saved.for', { plan: from.planName, year: from.year })}</span>
      <span>{from.covered && from.tier !== null ? tierLabel(t, from.tier) : t('drug.notCovered')}</span>
    </>
  )
}

/**
 * The clean printed list: hidden on screen, the only thing printed after "Print my list", with
 * the date it was printed and the Member Services phone and TTY to confirm coverage.
 */
export function SavedDrugsPrint() {
  const { t, i18n } = useTranslation('formulary')
  const { t: tc } = useTranslation('care')
  const list = useSavedDrugs()
  const { data: contact } = useQuery(publicConfigQuery())
  const lang = i18n.language === 'es' ? 'es' : 'en'
  return (
    <section className="saved-print">
      <h2>{t('saved.printHeading')}</h2>
      <p>{tc('print.date', { date: printedDate(lang) })}</p>
      <ul>
        {list.map((drug) => (
          <li key={drug.id}>
            <strong>{drug.name}</strong>
            {drug.dose && ` ${drug.dose}`} — {tc(drug.days === 90 ? 'list.days90' : 'list.days30')}
            {drug.savedFrom && (
              <>
                {' '}
                — {t('saved.for', { plan: drug.savedFrom.planName, year: drug.savedFrom.year })} —{' '}
                {drug.savedFrom.covered && drug.savedFrom.tier !== null ? tierLabel(t, drug.savedFrom.tier) : t('drug.notCovered')}
              </>
            )}
          </li>
        ))}
      </ul>
      <p>{t('saved.printNote')}</p>
      {contact && <p>{tc('print.call', { phone: contact.phone, tty: contact.tty })}</p>}
    </section>
  )
}
