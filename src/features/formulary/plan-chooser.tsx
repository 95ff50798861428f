import { Link, useLinkProps, useLoaderData, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PLAN_YEARS, planYearFrom } from '~/plans/plan-years'
import { isZipCode } from '~/plans/zip-code'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { SiteLink } from '~/ui/site-link'
import { ZipField } from '~/ui/zip-field'
import type { FormularyContext } from './context.server'
import type { FormularyRoute } from './formulary-route'
import type { FormularySearch } from './formulary-search'
import { needNamespaces } from '~/i18n/i18n'
import { CallUs } from '~/ui/contact-facts'

needNamespaces(['formulary'])

type Props = { route: FormularyRoute; context: FormularyContext; search: FormularySearch }

/**
 * Plan year and plan: a ZIP code lists the plans with drug coverage where the person lives. Plain
 * GET forms, so the choice works without JavaScript and lives in the URL (STYLE 4).
 */
export function PlanChooser({ route, context, search }: Props) {
  const { t } = useTranslation('formulary')
  const navigate = useNavigate()
  const { healthTipsFormUrl } = useLoaderData({ from: '__root__' })
  const [zipError, setZipError] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)
  const { href: action } = useLinkProps(route)

  if (context.plan) {
    return (
      <p className="formulary__change">
        <Link {...route} search={{ year: context.year, zip: search.zip }}>
          {t('chooser.changePlan')}
        </Link>
      </p>
    )
  }

  function findPlans(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const zip = (form.elements.namedItem('zip') as HTMLInputElement).value.trim()
    const year = (form.elements.namedItem('year') as HTMLSelectElement).value
    if (!isZipCode(zip)) {
      setZipError(t('chooser.zipError'))
      setAttempt((n) => n + 1)
      return
    }
    setZipError(undefined)
    void navigate({ ...route, search: { year: planYearFrom(year) ?? undefined, zip } })
  }

  function usePlan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const plan = (event.currentTarget.elements.namedItem('plan') as HTMLSelectElement).value
    void navigate({ ...route, search: { year: context.year, zip: context.zip ?? undefined, plan } })
  }

  return (
    <div className="formulary__chooser">
      {context.planProblem && (
        <p role="alert" className="formulary__problem">
          {context.planProblem.reason === 'no_drug_coverage'
            ? t('chooser.noDrugCoverage', { plan: context.planProblem.name })
            : t('chooser.planNotFound', { year: context.year })}
        </p>
      )}
      <form action={action} method="get" noValidate onSubmit={findPlans}>
        <ErrorSummary
          title={t('chooser.errorSummary')}
          errors={zipError ? [{ href: '#formulary-zip', message: zipError }] : []}
          attempt={attempt}
        />
        <fieldset className="formulary__fieldset">
          <legend>{t('chooser.legend')}</legend>
          <Field id="formulary-year" label={t('chooser.year')}>
            <select name="year" defaultValue={String(context.year)}>
              {PLAN_YEARS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </Field>
          <ZipField
            id="formulary-zip"
            label={t('chooser.zip')}
            hint={t('chooser.zipHint')}
            error={zipError}
            defaultValue={context.zip ?? ''}
          />
          <button type="submit" className="button button--primary">
            {t('chooser.findPlans')}
          </button>
        </fieldset>
      </form>
      {context.area === 'unserved' && (
        <div className="formulary__message" role="status">
          <h2>{t('chooser.outOfArea')}</h2>
          <p>{t('chooser.outOfAreaBody')}</p>
          <CallUs />
          <p>
            <SiteLink href={healthTipsFormUrl} className="button button--secondary">
              {t('chooser.healthTips')}
            </SiteLink>
          </p>
        </div>
      )}
      {context.area === 'served' && (
        <form action={action} method="get" onSubmit={usePlan} className="formulary__plans">
          <input type="hidden" name="year" value={context.year} />
          <input type="hidden" name="zip" value={context.zip ?? ''} />
          <h2>{t('chooser.plansFor', { zip: context.zip })}</h2>
          <Field id="formulary-plan" label={t('chooser.plan')}>
            <select name="plan" required defaultValue={context.planOptions[0]?.slug}>
              {context.planOptions.map((plan) => (
                <option key={plan.slug} value={plan.slug}>
                  {plan.name} ({plan.region})
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className="button button--primary">
            {t('chooser.usePlan')}
          </button>
        </form>
      )}
    </div>
  )
}
