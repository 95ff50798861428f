import { useTranslation } from 'react-i18next'
import type { Plan } from '~/plans/plan-types'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** Who may join a special needs plan (spec 5.4, with the Medicaid levels of 9.5). */
export function PlanEligibility({ plan }: { plan: Plan }) {
  const { t } = useTranslation('planFinder')
  if (plan.planType === 'D-SNP') {
    return (
      <p className="plan-card__eligibility">
        {t('plan.eligibility.dsnp', { levels: plan.medicaidLevels.join(', ') })}
      </p>
    )
  }
  if (plan.planType === 'C-SNP') {
    const diabetesOnly = plan.csnpConditions.length === 1 && plan.csnpConditions[0] === 'diabetes'
    return (
      <p className="plan-card__eligibility">
        {t(diabetesOnly ? 'plan.eligibility.csnpDiabetes' : 'plan.eligibility.csnp')}
      </p>
    )
  }
  return null
}
