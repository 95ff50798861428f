import { useTranslation } from 'react-i18next'
import { dollars, monthName } from './care-format'
import type { PlanFit } from './plan-fit-types'
import { LeavesOut } from './leaves-out'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

type Props = { fit: PlanFit; drugName: Map<string, string>; lang: 'en' | 'es'; year: number }

/**
 * A plan page's full answer: each drug's monthly cost in each phase, the year month by month (when
 * the deductible is met and the cap reached), and what the estimate leaves out. Real tables with
 * captions and headers, so every figure is read with its drug and its phase.
 */
export function MyCareDetails({ fit, drugName, lang, year }: Props) {
  const { t } = useTranslation('care')
  const cap = dollars(fit.cap)
  return (
    <div className="care-details">
      {fit.deductibleMetMonth !== null && (
        <p>
          {t('detail.deductibleMet', {
            deductible: dollars(fit.deductible),
            month: monthName(fit.deductibleMetMonth, lang),
          })}
        </p>
      )}
      {fit.capReachedMonth !== null && (
        <p>{t('detail.capReached', { cap, month: monthName(fit.capReachedMonth, lang) })}</p>
      )}
      {fit.drugs.length > 0 && (
        <div
          className="table-scroll"
          role="region"
          aria-label={t('detail.phasesHeading')}
          tabIndex={0}
        >
          <table className="care-table">
            <caption>{t('detail.phasesCaption', { year })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.drug')}</th>
                <th scope="col">{t('detail.deductiblePhase')}</th>
                <th scope="col">{t('detail.initialPhase')}</th>
                <th scope="col">{t('detail.catastrophicPhase', { cap })}</th>
                <th scope="col">{t('detail.yearTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {fit.drugs.map((drug) => (
                <tr key={drug.id}>
                  <th scope="row">
                    {drugName.get(drug.id) ?? drug.id}
                    {drug.days === 90 && (
                      <span className="care-table__note"> ({t('list.days90')})</span>
                    )}
                  </th>
                  <td>
                    {drug.phases.deductible === null
                      ? t('detail.notApplicable')
                      : dollars(drug.phases.deductible)}
                  </td>
                  <td>{dollars(drug.phases.initial)}</td>
                  <td>{dollars(drug.phases.catastrophic)}</td>
                  <td>{dollars(drug.annualCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {fit.drugs.length > 0 && (
        <div
          className="table-scroll"
          role="region"
          aria-label={t('detail.monthsCaption', { year })}
          tabIndex={0}
        >
          <table className="care-table">
            <caption>{t('detail.monthsCaption', { year })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.month')}</th>
                <th scope="col">{t('detail.phase')}</th>
                <th scope="col">{t('detail.monthCost')}</th>
                <th scope="col">{t('detail.towardCap', { cap })}</th>
              </tr>
            </thead>
            <tbody>
              {fit.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthName(month.month, lang)}</th>
                  <td>{t(`detail.phase_${month.phase}`)}</td>
                  <td>{dollars(month.cost)}</td>
                  <td>{dollars(month.towardCap)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LeavesOut heading="h3" />
    </div>
  )
}
