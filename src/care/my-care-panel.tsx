import { Link, useHydrated } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { CareDrugFill } from './care-drug-fill'
import { careList } from './care-list'
import { CarePrintHeader, printPlanComparison } from './care-print'
import { ExtraHelpQuestion } from './extra-help-question'
import { PharmacyTypeQuestion } from './pharmacy-type-question'
import { LeavesOut } from './leaves-out'
import type { CareFit, CareSort } from './use-plan-fit'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

type Props = { lang: Lang; care: CareFit; sort: CareSort; onSort: (sort: CareSort) => void }

/**
 * My care list above a plan list: the Extra Help answer, what is on it (each drug's fill can
 * change here), where to add more, the order of the plans (by the estimate) and printing the comparison.
 */
export function MyCarePanel({ lang, care, sort, onSort }: Props) {
  const { t } = useTranslation('care')
  const id = useId()
  const { list } = care
  // The list lives in this browser's storage: its controls appear once a script runs. The two
  // questions only change an estimate, so they come with a list that has one: an empty list
  // reads the same before and after hydration (nothing moves under the reader's eyes).
  const hydrated = useHydrated()
  const asks = hydrated && !care.empty
  const providers = [...list.providers, ...(list.pharmacy ? [list.pharmacy] : [])]
  return (
    <section className="care-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('list.heading')}</h2>
      <p>{t('list.intro')}</p>
      {asks && (
        <ExtraHelpQuestion
          id={`${id}-extra-help`}
          value={list.extraHelp}
          onChange={careList.setExtraHelp}
        />
      )}
      {asks && (
        <PharmacyTypeQuestion
          id={`${id}-pharmacy-type`}
          value={list.pharmacyType}
          onChange={careList.setPharmacyType}
        />
      )}
      {care.empty ? (
        <p>{t('list.empty')}</p>
      ) : (
        <details className="care-panel__list">
          <summary>
            {t('list.counts', {
              drugs: t('list.drugCount', { count: list.drugs.length }),
              providers: t('list.providerCount', { count: providers.length }),
            })}
          </summary>
          {list.drugs.length > 0 && (
            <>
              <h3>{t('list.drugsHeading')}</h3>
              <ul className="care-panel__items">
                {list.drugs.map((drug) => (
                  <li key={drug.id}>
                    <span className="care-panel__name">{drug.name}</span>
                    <CareDrugFill drug={drug} />
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => careList.removeDrug(drug.id)}
                    >
                      {t('list.removeDrug', { name: drug.name })}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {providers.length > 0 && (
            <>
              <h3>{t('list.providersHeading')}</h3>
              <ul className="care-panel__items">
                {list.providers.map((provider) => (
                  <li key={provider.npi}>
                    <span className="care-panel__name">{provider.name}</span>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => careList.removeProvider(provider.npi)}
                    >
                      {t('list.removeProvider', { name: provider.name })}
                    </button>
                  </li>
                ))}
                {list.pharmacy && (
                  <li>
                    <span className="care-panel__name">{list.pharmacy.name}</span>{' '}
                    <span>{t('list.pharmacyHeading')}</span>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => careList.setPharmacy(null)}
                    >
                      {t('list.removePharmacy', { name: list.pharmacy.name })}
                    </button>
                  </li>
                )}
              </ul>
            </>
          )}
        </details>
      )}
      <p className="care-panel__links">
        <Link to="/$lang/search-formulary/" params={{ lang }}>
          {t('list.addDrugs')}
        </Link>
        <Link to="/$lang/search-providers/" params={{ lang }}>
          {t('list.addDoctors')}
        </Link>
      </p>
      {!care.empty && (
        <div className="care-panel__tools">
          <div className="care-panel__sort">
            <label htmlFor={`${id}-sort`}>{t('sort.label')}</label>
            <select
              id={`${id}-sort`}
              value={sort}
              onChange={(event) => onSort(event.target.value as CareSort)}
            >
              <option value="recommended">{t('sort.recommended')}</option>
              <option value="estimate">{t('sort.estimate')}</option>
            </select>
          </div>
          <button type="button" className="button button--secondary" onClick={printPlanComparison}>
            {t('print.button')}
          </button>
        </div>
      )}
      {!care.empty && (
        <details className="care-panel__leaves-out">
          <summary>{t('leavesOut.heading')}</summary>
          <LeavesOut />
        </details>
      )}
      <CarePrintHeader />
    </section>
  )
}
