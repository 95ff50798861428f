import { useTranslation } from 'react-i18next'
import type { EnrollmentPlan } from './steps'

/** The eligibility statements of spec 5.4 that apply to the chosen plan. */
export function EligibilityNotice({ plan }: { plan: EnrollmentPlan }) {
  const { t } = useTranslation('enrollment')
  return (
    <section className="eligibility" aria-labelledby="eligibility-heading">
      <h2 id="eligibility-heading">{t('eligibility.heading')}</h2>
      <ul>
        <li>{t('eligibility.partsAB')}</li>
        <li>{t('eligibility.oneAtATime')}</li>
        <li>{t('eligibility.esrd')}</li>
        {plan.planType === 'C-SNP' && (
          <li>{plan.csnpConditions.length === 1 ? t('eligibility.csnpDiabetes') : t('eligibility.csnp')}</li>
        )}
        {plan.planType === 'D-SNP' && <li>{t('eligibility.dsnp', { levels: plan.medicaidLevels.join(', ') })}</li>}
      </ul>
    </section>
  )
}
