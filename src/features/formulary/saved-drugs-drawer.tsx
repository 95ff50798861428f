import { useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { CareDrugFill } from '~/care/care-drug-fill'
import type { CareDrug } from '~/care/care-list'
import { usePrintedDate } from '~/care/printed-date'
import { publicConfigQuery } from '~/shared/public-config-query'
import { savedDrugs, useSavedDrugs } from './saved-drugs'
import { tierLabel } from './tier-name'
import { needNamespaces } from '~/i18n/i18n'
import { doseWords } from '~/plans/dose-words'

needNamespaces(['formulary', 'care', 'doses'])

/**
 * The saved-drugs drawer (spec 2.4, 3.6): a modal dialog listing each saved drug with its plan
 * year and plan, a Remove button per drug and a Print button. React Aria's DialogTrigger, Modal
 * and Dialog keep it accessible: focus moves in and stays there, the page behind is inert, Escape
 * or a click outside closes it, and focus returns to the button that opened it.
 */
export function SavedDrugsDrawer({ announce }: { announce: (message: string) => void }) {
  const { t } = useTranslation('formulary')
  const list = useSavedDrugs()
  const title = useRef<HTMLHeadingElement>(null)

  function remove(drug: CareDrug) {
    savedDrugs.remove(drug)
    announce(t('saved.removedNotice', { name: drug.name }))
    // The Remove button is gone: focus stays in the dialog, on its title.
    title.current?.focus()
  }

  function print() {
    document.body.dataset.print = 'saved-drugs'
    window.addEventListener('afterprint', () => delete document.body.dataset.print, { once: true })
    window.print()
  }

  return (
    <DialogTrigger>
      <Button className="button button--secondary saved-drugs__open">
        {t('saved.open', { count: list.length })}
      </Button>
      <ModalOverlay className="saved-drugs__backdrop" isDismissable>
        <Modal className="saved-drugs__modal">
          <Dialog className="saved-drugs">
            {({ close }) => (
              <>
                <Heading slot="title" ref={title} tabIndex={-1}>
                  {t('saved.title')}
                </Heading>
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
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => remove(drug)}
                        >
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
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

/** The plan year and plan a drug was saved from, and its coverage there (spec 3.6). */
function SavedFrom({ drug }: { drug: CareDrug }) {
  const { t } = useTranslation('formulary')
  const from = drug.savedFrom
  if (!from) return null
  return (
    <>
      <span className="saved-drugs__plan">
        {t('saved.for', { plan: from.planName, year: from.year })}
      </span>
      <span>
        {from.covered && from.tier !== null ? tierLabel(t, from.tier) : t('drug.notCovered')}
      </span>
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
  const { t: td } = useTranslation('doses')
  const list = useSavedDrugs()
  const { data: contact } = useQuery(publicConfigQuery())
  const date = usePrintedDate(i18n.language === 'es' ? 'es' : 'en')
  return (
    <section className="saved-print">
      <h2>{t('saved.printHeading')}</h2>
      <p>{tc('print.date', { date })}</p>
      <ul>
        {list.map((drug) => (
          <li key={drug.id}>
            <strong>{drug.name}</strong>
            {drug.dose && ` ${doseWords(td, drug.dose)}`} —{' '}
            {tc(drug.days === 90 ? 'list.days90' : 'list.days30')}
            {drug.savedFrom && (
              <>
                {' '}
                —{' '}
                {t('saved.for', {
                  plan: drug.savedFrom.planName,
                  year: drug.savedFrom.year,
                })}{' '}
                —{' '}
                {drug.savedFrom.covered && drug.savedFrom.tier !== null
                  ? tierLabel(t, drug.savedFrom.tier)
                  : t('drug.notCovered')}
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
