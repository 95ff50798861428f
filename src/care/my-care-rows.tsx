import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { drugWords, estimateWords } from './care-words'
import type { PlanFit } from './plan-fit-types'
import { CareFitContext } from './use-plan-fit'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

/**
 * The comparison table's rows for my care list, as one more row group: the estimated yearly cost,
 * then one row per drug and per doctor or facility, each cell read with its row and column
 * headers. Renders nothing outside a result list or while the list is empty.
 */
export function MyCareRows({ plans }: { plans: Array<{ slug: string; name: string }> }) {
  const { t } = useTranslation('care')
  const care = useContext(CareFitContext)
  if (!care || care.empty || care.status !== 'success') return null
  const fits = plans.map((plan) => care.fits.get(plan.slug))
  const providers = [...care.list.providers, ...(care.list.pharmacy ? [care.list.pharmacy] : [])]
  return (
    <tbody className="care-rows">
      <tr>
        <th scope="colgroup" colSpan={plans.length + 1} className="care-rows__group">
          {t('compare.group')}
        </th>
      </tr>
      <tr>
        <th scope="row">{t('compare.estimate')}</th>
        {fits.map((fit, index) =>
          fit ? (
            <EstimateCell key={plans[index]!.slug} fit={fit} />
          ) : (
            <td key={plans[index]!.slug} />
          ),
        )}
      </tr>
      {care.list.drugs.map((drug) => (
        <tr key={drug.id}>
          <th scope="row">{drug.name}</th>
          {fits.map((fit, index) => {
            const found = fit?.drugs.find((item) => item.id === drug.id)
            return (
              <td key={plans[index]!.slug} data-covered={found?.covered}>
                {found ? drugWords(t, found) : ''}
              </td>
            )
          })}
        </tr>
      ))}
      {providers.map((provider) => (
        <tr key={provider.npi}>
          <th scope="row">{provider.name}</th>
          {fits.map((fit, index) => {
            const found = fit?.providers.find((item) => item.npi === provider.npi)
            return (
              <td key={plans[index]!.slug} data-in-network={found?.inNetwork}>
                {found ? (found.inNetwork ? t('fit.inNetwork') : t('fit.outOfNetwork')) : ''}
              </td>
            )
          })}
        </tr>
      ))}
    </tbody>
  )
}

/** One plan's yearly estimate: the total, its parts (the giveback as money back) and one spoken sentence. */
function EstimateCell({ fit }: { fit: PlanFit }) {
  const { t } = useTranslation('care')
  const words = estimateWords(t, fit)
  return (
    <td>
      <strong>{words.amount}</strong>
      <span className="visually-hidden"> {words.meaning}</span>
      <span aria-hidden="true" className="care-rows__parts">
        {' '}
        ({words.parts})
      </span>
    </td>
  )
}
