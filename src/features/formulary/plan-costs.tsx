import { useTranslation } from 'react-i18next'
import { type Lang, otherLang } from '~/i18n/locales'
import { formatMoney } from '~/plans/money'
import type { PlanSummary } from './context.server'
import { tierLabel } from './tier-name'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['formulary'])

/** The chosen plan's retail cost shares for tiers 1-5 (30-day supply) and its deductible rules (spec 9.3). */
export function PlanCosts({ lang, plan }: { lang: Lang; plan: PlanSummary }) {
  const { t } = useTranslation('formulary')
  const deductible = plan.deductiblePartd && plan.partDDeductibleStartTier
  const money = { format: formatMoney }
  const other = otherLang(lang)
  return (
    <section className="plan-costs" aria-labelledby="plan-costs-heading">
      <h2 id="plan-costs-heading">{t('plan.heading', { plan: plan.name, year: plan.year })}</h2>
      <p>{t('plan.region', { region: plan.region })}</p>
      <table className="plan-costs__table">
        <caption>{t('plan.costsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plan.tierColumn')}</th>
            <th scope="col">{t('plan.costColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.tiers.map(({ tier, costshare }) => (
            <tr key={tier}>
              <th scope="row">{tierLabel(t, tier)}</th>
              <td>{costshare}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {deductible
          ? t('plan.deductible', {
              amount: money.format(plan.deductiblePartd ?? 0),
              start: plan.partDDeductibleStartTier,
            })
          : t('plan.noDeductible')}
      </p>
      <p>{t('plan.insulin')}</p>
      <ul className="link-list">
        <li>
          <a href={plan.criteria[lang]}>{t('plan.criteria', { year: plan.year })}</a>
        </li>
        <li>
          <a href={plan.criteria[other]} hrefLang={other} lang={other}>
            {t('plan.criteriaEs', { year: plan.year })}
          </a>
        </li>
      </ul>
    </section>
  )
}
