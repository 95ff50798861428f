import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { publicConfigQuery } from '~/shared/public-config-query'
import { usePrintedDate } from './printed-date'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

/** Printed above the plan comparison only: the title, the date, and the plans' phone and TTY. */
export function CarePrintHeader() {
  const { t, i18n } = useTranslation('care')
  const { data: contact } = useQuery(publicConfigQuery())
  const date = usePrintedDate(i18n.language === 'es' ? 'es' : 'en')
  return (
    <div className="care-print">
      <p className="care-print__title">{t('print.heading')}</p>
      <p>{t('print.date', { date })}</p>
      {contact && <p>{t('print.call', { phone: contact.phone, tty: contact.tty })}</p>}
      <p>{t('print.note')}</p>
    </div>
  )
}

/** Prints the comparison table and its header only (styles in care.css), then restores the page. */
export function printPlanComparison() {
  // The comparison opens on demand; a closed one would print nothing.
  for (const details of document.querySelectorAll('details'))
    if (details.querySelector('.table-scroll') && !details.closest('.plan-list'))
      details.open = true
  document.body.dataset.print = 'plan-comparison'
  window.addEventListener('afterprint', () => delete document.body.dataset.print, { once: true })
  window.print()
}
