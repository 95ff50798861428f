import { useTranslation } from 'react-i18next'
import type { EnrollmentPlan } from './steps'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/** The eligibility statements of spec 5.4 that apply to the chosen plan, behind a disclosure (the wizard comes first). */
export function EligibilityNotice({ plan }: { plan: EnrollmentPlan }) {
  const { t } = useTranslation('enrollment')
  return (
    <details className="eligibility">
      <summary>{t('eligibility.summary')}</summary>
      <ul>
        <li>{t('eligibility.partsAB')}</li>
        <li>{t('eligibility.oneAtATime')}</li>
        <li>{t('eligibility.esrd')}</li>
        {plan.planType === 'C-SNP' && (
          <li>
            {plan.csnpConditions.length === 1
              ? t('eligibility.csnpDiabetes')
              : t('eligibility.csnp')}
          </li>
        )}
        {plan.planType === 'D-SNP' && (
          <li>{t('eligibility.dsnp', { levels: plan.medicaidLevels.join(', ') })}</li>
        )}
      </ul>
    </details>
  )
}
