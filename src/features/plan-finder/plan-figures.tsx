import { useTranslation } from 'react-i18next'
import { estimateWords } from '~/care/care-words'
import { usePlanFitFor } from '~/care/use-plan-fit'
import { formatMoney } from '~/plans/money'
import type { Plan } from '~/plans/plan-types'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder', 'care'])

/**
 * The three figures a plan is chosen on first, large, at the top of its card: the
 * monthly premium, the estimated yearly cost (with the care list, what the plan fit estimates;
 * without one, the year's premiums, said so) and the in-network out-of-pocket maximum.
 */
export function PlanFigures({ plan }: { plan: Pick<Plan, 'slug' | 'year' | 'costs'> }) {
  const { t } = useTranslation('planFinder')
  const { t: tCare } = useTranslation('care')
  const { fit } = usePlanFitFor(plan.slug, plan.year)
  const estimate = fit ? estimateWords(tCare, fit) : null
  return (
    <dl className="plan-figures">
      <div className="plan-figures__item">
        <dt>{t('plan.premium')}</dt>
        <dd>
          <span className="plan-figures__value">{formatMoney(plan.costs.premium)}</span>
        </dd>
      </div>
      <div className="plan-figures__item">
        <dt>{t('plan.figures.yearly')}</dt>
        <dd>
          <span className="plan-figures__value">
            {estimate ? estimate.amount : formatMoney(plan.costs.premium * 12)}
          </span>{' '}
          <span className="plan-figures__note">
            {estimate ? t('plan.figures.withList') : t('plan.figures.premiumsOnly')}
          </span>
        </dd>
      </div>
      <div className="plan-figures__item">
        <dt>{t('plan.figures.moop')}</dt>
        <dd>
          <span className="plan-figures__value">{formatMoney(plan.costs.moopInNetwork)}</span>{' '}
          <span className="plan-figures__note">{t('plan.figures.moopNote')}</span>
        </dd>
      </div>
    </dl>
  )
}

/** A plan's type as a badge of its own colour (HMO, PPO, D-SNP, C-SNP; see docs/design-guide.md). */
export function PlanTypeBadge({ planType }: { planType: Plan['planType'] }) {
  const { t } = useTranslation('planFinder')
  return (
    <span className={`plan-type plan-type--${planType.toLowerCase()}`}>
      {t(`plan.type.${planType}`)}
    </span>
  )
}
