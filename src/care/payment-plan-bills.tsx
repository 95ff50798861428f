import { useTranslation } from 'react-i18next'
import { dollars, monthName } from './care-format'
import { coveredByMonth, paymentPlanBills } from './payment-plan'
import type { PlanFit } from './plan-fit-types'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

type Props = {
  fit: Pick<PlanFit, 'slug' | 'drugCoverage' | 'months' | 'cap'>
  year: number
  lang: 'en' | 'es'
  /** Today, for the month one could join from (a prop so tests and prints fix it). */
  today?: Date
}

const total = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) * 100) / 100

/**
 * Beside a plan's estimate: the monthly bills of the Medicare Prescription Payment Plan
 * (payment-plan.ts) for the covered drugs of the list, if the person joined in January and, in
 * the plan year itself after January, from this month. Nothing on a plan without drug coverage
 * or when the covered drugs cost nothing.
 */
export function PaymentPlanBills({ fit, year, lang, today = new Date() }: Props) {
  const { t } = useTranslation('care')
  if (!fit.drugCoverage) return null
  const covered = coveredByMonth(fit.months)
  const yearTotal = total(covered)
  if (yearTotal === 0) return null
  const fromJanuary = paymentPlanBills(covered, fit.cap, 1)
  const thisMonth = today.getFullYear() === year ? today.getMonth() + 1 : 1
  const fromNow = thisMonth > 1 ? paymentPlanBills(covered, fit.cap, thisMonth) : null
  const highest = Math.max(...fromJanuary.map((month) => month.bill))
  const caption = t('paymentPlan.caption', { year })
  return (
    <div className="care-fit__payment-plan">
      <p className="care-fit__note">
        {t('paymentPlan.summary', {
          first: dollars(fromJanuary[0]!.bill),
          highest: dollars(highest),
          total: dollars(yearTotal),
        })}
      </p>
      <details className="care-fit__more">
        <summary>{t('paymentPlan.heading')}</summary>
        <p>{t('paymentPlan.about')}</p>
        <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table className="care-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.month')}</th>
                <th scope="col">{t('paymentPlan.atPharmacy')}</th>
                <th scope="col">{t('paymentPlan.fromJanuary')}</th>
                {fromNow && (
                  <th scope="col">
                    {t('paymentPlan.fromMonth', { month: monthName(thisMonth, lang) })}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {fromJanuary.map((month, index) => {
                const later = fromNow?.[index]
                return (
                  <tr key={month.month}>
                    <th scope="row">{monthName(month.month, lang)}</th>
                    <td>{dollars(month.atPharmacy)}</td>
                    <td>{dollars(month.bill)}</td>
                    {later && (
                      <td>
                        {later.inPlan
                          ? dollars(later.bill)
                          : t('paymentPlan.beforeJoining', { amount: dollars(later.bill) })}
                      </td>
                    )}
                  </tr>
                )
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('detail.yearTotal')}</th>
                <td>{dollars(yearTotal)}</td>
                <td>{dollars(total(fromJanuary.map((month) => month.bill)))}</td>
                {fromNow && <td>{dollars(total(fromNow.map((month) => month.bill)))}</td>}
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </div>
  )
}
