import { useTranslation } from 'react-i18next'
import { STEPS, type StepId } from './steps'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/** The six steps with the current one marked (spec 2.4 labels); on a phone only their numbers show. */
export function StepIndicator({ current }: { current: StepId }) {
  const { t } = useTranslation('enrollment')
  const at = STEPS.indexOf(current)
  return (
    <nav aria-label={t('steps.label')} className="step-indicator no-print">
      <ol>
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === at ? 'step' : undefined}
            data-done={index < at || undefined}
          >
            <span className="step-indicator__number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            <span className="step-indicator__label">{t(`steps.${step}`)}</span>
            {index < at && <span className="visually-hidden"> ({t('steps.completed')})</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
