import { useQuery } from '@tanstack/react-query'
import { Link, useLinkProps, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { PlanYear } from '~/plans/plan-years'
import { moneyAmount } from '~/plans/money'
import { isZipCode } from '~/plans/zip-code'
import { ZipField } from '~/ui/zip-field'
import { zipPlansQuery } from './enrollment-queries'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/** With no ?plan=, the visitor picks a plan of the year by ZIP code; the ZIP goes in ?zip=. */
export function PlanChooser({ lang, year, zip }: { lang: Lang; year: PlanYear; zip?: string }) {
  const { t } = useTranslation('enrollment')
  const [typed, setTyped] = useState(zip ?? '')
  const [error, setError] = useState<string>()
  const navigate = useNavigate()
  const route = { to: '/$lang/enroll-{$year}/', params: { lang, year: String(year) } } as const
  const { href: action } = useLinkProps(route)
  const results = useQuery({ ...zipPlansQuery(zip ?? '00000', year), enabled: Boolean(zip) })
  return (
    <section aria-labelledby="chooser-heading">
      <h2 id="chooser-heading">{t('chooser.heading', { year })}</h2>
      <p>{t('chooser.intro')}</p>
      <form
        className="zip-form"
        action={action}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const next = typed.trim()
          if (!isZipCode(next)) return setError(t('errors.zip'))
          setError(undefined)
          void navigate({ ...route, search: { zip: next } })
        }}
      >
        <ZipField
          id="chooser-zip"
          label={t('chooser.zip')}
          error={error}
          required
          requiredMark={t('required')}
          value={typed}
          onChange={setTyped}
        />
        <button type="submit" className="button button--primary">
          {t('chooser.search')}
        </button>
      </form>
      {zip && (
        <div aria-live="polite">
          {results.isError && <p role="alert">{t('chooser.failed')}</p>}
          {results.data && results.data.plans.length === 0 && <p>{t('chooser.none')}</p>}
          {results.data && results.data.plans.length > 0 && (
            <>
              <h3>{t('chooser.results', { zip })}</h3>
              <ul className="card-grid">
                {results.data.plans.map((plan) => (
                  <li key={plan.slug} className="card">
                    <h4>{plan.name}</h4>
                    <p>{t('chooser.premium', { amount: moneyAmount(plan.costs.premium) })}</p>
                    <Link
                      {...route}
                      search={{ plan: plan.slug }}
                      className="button button--primary"
                    >
                      {t('chooser.apply', { planName: plan.name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  )
}
