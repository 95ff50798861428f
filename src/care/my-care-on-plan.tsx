import { asLang } from '~/i18n/locales'
import { useTranslation } from 'react-i18next'
import { drugWords, estimateWords, extraHelpWords, networkRule } from './care-words'
import { MyCareDetails } from './my-care-details'
import { PaymentPlanBills } from './payment-plan-bills'
import { usePlanFitFor } from './use-plan-fit'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

type Props = {
  plan: { slug: string; name: string; year: number }
  heading: 'h2' | 'h3' | 'h4'
  /** The plan's page: every phase, month by month, and what the estimate leaves out. */
  detailed?: boolean
}

/**
 * What one plan means for my care list: the estimated yearly cost (premium plus drugs), each drug
 * covered or not with its tier, monthly cost and limits, each doctor or facility in or out of
 * network with the plan type's rule. Renders nothing while the list is empty.
 */
export function MyCareOnPlan({ plan, heading: Heading, detailed = false }: Props) {
  const { t, i18n } = useTranslation('care')
  const { list, empty, status, fit } = usePlanFitFor(plan.slug, plan.year)
  if (empty) return null
  const lang = asLang(i18n.language)
  const estimate = fit ? estimateWords(t, fit) : null
  const drugName = new Map(list.drugs.map((drug) => [drug.id, drug.name]))
  const providers = [...list.providers, ...(list.pharmacy ? [list.pharmacy] : [])]
  const providerName = new Map(providers.map((provider) => [provider.npi, provider.name]))
  return (
    // Named with the plan: a results page holds one of these per plan card, and six regions all
    // called "on this plan" could not be told apart (axe landmark-unique).
    <section
      className="care-fit"
      aria-label={t('fit.region', { plan: plan.name })}
      aria-busy={status === 'pending'}
    >
      <Heading className="care-fit__heading">{t('fit.heading')}</Heading>
      {status === 'pending' && <p className="care-fit__status">{t('fit.loading')}</p>}
      {status === 'error' && <p className="care-fit__status">{t('fit.error')}</p>}
      {fit && estimate && (
        <>
          <p className="care-fit__estimate">
            <span className="care-fit__label">{t('fit.estimate')}: </span>
            <strong>{estimate.total}</strong>{' '}
            <span className="care-fit__parts">({estimate.parts})</span>
          </p>
          {fit.drugCoverage && fit.drugs.length > 0 && (
            <p className="care-fit__note">
              {t(`fit.pharmacy_${fit.pharmacy}`)}
              {list.pharmacyType === null && <> {t('fit.pharmacyAsk')}</>}
            </p>
          )}
          <PaymentPlanBills fit={fit} year={plan.year} lang={lang} />
          {fit.extraHelp && fit.drugs.length > 0 && (
            <p className="care-fit__note">{extraHelpWords(t, plan.year, fit.planType)}</p>
          )}
          {fit.drugs.length > 0 && (
            <ul className="care-fit__list">
              {fit.drugs.map((drug) => (
                <li key={drug.id} data-covered={drug.covered}>
                  <span className="care-fit__name">{drugName.get(drug.id) ?? drug.id}</span>:{' '}
                  {drugWords(t, drug)}
                </li>
              ))}
            </ul>
          )}
          {fit.drugs.length > 0 && !fit.drugCoverage && (
            <p className="care-fit__note">{t('fit.noDrugCoverage')}</p>
          )}
          {fit.providers.length > 0 && (
            <>
              <ul className="care-fit__list">
                {fit.providers.map((provider) => (
                  <li key={provider.npi} data-in-network={provider.inNetwork}>
                    <span className="care-fit__name">
                      {providerName.get(provider.npi) ?? provider.npi}
                    </span>
                    : {provider.inNetwork ? t('fit.inNetwork') : t('fit.outOfNetwork')}
                  </li>
                ))}
              </ul>
              <p className="care-fit__rule">{networkRule(t, fit)}</p>
            </>
          )}
          {detailed && <MyCareDetails fit={fit} drugName={drugName} lang={lang} year={plan.year} />}
        </>
      )}
    </section>
  )
}
