import { useTranslation } from 'react-i18next'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

const ITEMS = ['medical', 'prices', 'extraHelp', 'timing', 'partB', 'notCovered'] as const

/** What the yearly estimate does not count, said plainly wherever the estimate is shown in full. */
export function LeavesOut({ heading: Heading }: { heading?: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation('care')
  return (
    <div className="care-leaves-out">
      {Heading && <Heading>{t('leavesOut.heading')}</Heading>}
      <ul>
        {ITEMS.map((item) => (
          <li key={item}>{t(`leavesOut.items.${item}`)}</li>
        ))}
      </ul>
    </div>
  )
}
