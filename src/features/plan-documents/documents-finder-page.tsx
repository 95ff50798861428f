import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useLinkProps, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LOCALES, type Lang } from '~/i18n/locales'
import { documentYearSchema } from '~/plans/plan-year-schema'
import { DOCUMENT_YEARS, planYearFrom } from '~/plans/plan-years'
import { isZipCode } from '~/plans/zip-code'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { ZipField } from '~/ui/zip-field'
import { DocumentLinks } from './document-links'
import { documentsYear, type DocumentsSearch } from './documents-search'
import type { FinderResult } from './finder.server'
import { documentsFinderQuery } from './plan-documents-queries'
import { needNamespaces } from '~/i18n/i18n'
import { CallText, useContactFacts } from '~/ui/contact-facts'

needNamespaces(['planDocuments'])

/** The plan documents finder (spec 2.4): ZIP, plan year, county and plan, as one GET form. */
export function DocumentsFinderPage({ lang, search }: { lang: Lang; search: DocumentsSearch }) {
  const { t } = useTranslation('planDocuments')
  const navigate = useNavigate()
  const { href: action } = useLinkProps({ to: '/$lang/find-plan-documents/', params: { lang } })
  const { data: result } = useSuspenseQuery(documentsFinderQuery(search, LOCALES[lang].code))
  const [zipError, setZipError] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)
  // While a new ZIP or year loads, the plans shown are the old search's: they cannot be chosen
  // (aria-disabled keeps the focus where it is), and a submit waits for the new list: it is sent
  // again, with what the form holds then, once the page has loaded.
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const formRef = useRef<HTMLFormElement>(null)
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    if (loading || !waiting) return
    setWaiting(false)
    formRef.current?.requestSubmit()
  }, [loading, waiting])
  const counties = 'counties' in result ? result.counties : []
  const plans = 'plans' in result ? result.plans : []
  const countyValue = 'county' in result ? result.county.fips : ''

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loading) {
      setWaiting(true)
      return
    }
    const form = new FormData(event.currentTarget)
    const zip = String(form.get('zip') ?? '').trim()
    if (!isZipCode(zip)) {
      setZipError(t('finder.zipError'))
      setAttempt((n) => n + 1)
      return
    }
    setZipError(undefined)
    const year = String(form.get('year'))
    const chosen = documentYearSchema.safeParse(year)
    const next: DocumentsSearch = { zip, ...(chosen.success ? { year: chosen.data } : {}) }
    // A new ZIP or year starts over: its counties and plans differ.
    if (zip === search.zip && year === String(documentsYear(search))) {
      const county = String(form.get('county') ?? '')
      if (county) next.county = county
      const plan = String(form.get('plan') ?? '')
      if (plan && county === countyValue) next.plan = plan
    }
    void navigate({ to: '/$lang/find-plan-documents/', params: { lang }, search: next })
  }

  return (
    <div className="page page--narrow plan-docs">
      <form
        ref={formRef}
        action={action}
        method="get"
        noValidate
        onSubmit={submit}
        aria-busy={loading || undefined}
      >
        <ErrorSummary
          title={t('finder.errorSummary')}
          errors={zipError ? [{ href: '#docs-zip', message: zipError }] : []}
          attempt={attempt}
        />
        <ZipField
          id="docs-zip"
          label={t('finder.zip')}
          hint={t('finder.zipHint')}
          error={zipError}
          defaultValue={search.zip ?? ''}
        />
        <Field id="docs-year" label={t('finder.year')}>
          <select name="year" defaultValue={String(documentsYear(search))}>
            {DOCUMENT_YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </Field>
        {counties.length > 1 && (
          <Field id="docs-county" label={t('finder.county')}>
            <select name="county" defaultValue={countyValue} key={`${search.zip}-${countyValue}`}>
              <option value="">{t('finder.chooseCounty')}</option>
              {counties.map((county) => (
                <option key={county.fips} value={county.fips}>
                  {t('finder.countyOption', {
                    name: county.name,
                    label: county.label,
                    state: county.state,
                  })}
                </option>
              ))}
            </select>
          </Field>
        )}
        {counties.length === 1 && <input type="hidden" name="county" value={counties[0]!.fips} />}
        {plans.length > 0 && (
          <Field id="docs-plan" label={t('finder.plan')}>
            <select
              name="plan"
              defaultValue={search.plan ?? ''}
              key={`${countyValue}-${search.plan ?? ''}`}
              aria-disabled={loading || undefined}
            >
              <option value="">{t('finder.choosePlan')}</option>
              {plans.map((plan) => (
                <option key={plan.slug} value={plan.slug}>
                  {plan.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={loading || undefined}
        >
          {plans.length > 0 ? t('finder.showDocuments') : t('finder.find')}
        </button>
      </form>
      <FinderOutcome lang={lang} result={result} year={documentsYear(search)} />
    </div>
  )
}

function FinderOutcome({ lang, result, year }: { lang: Lang; result: FinderResult; year: number }) {
  const { t } = useTranslation('planDocuments')
  const { phone, tty } = useContactFacts()
  switch (result.step) {
    case 'unknownZip':
      return (
        <p role="alert" className="formulary__problem">
          {t('finder.unknownZip')}
        </p>
      )
    case 'unservedCounty':
      return (
        <div role="alert" className="formulary__message">
          <h2>{t('finder.outOfCounty')}</h2>
          <p>
            <CallText>{t('finder.outOfCountyBody', { phone, tty })}</CallText>
          </p>
        </div>
      )
    case 'documents':
      return (
        <section aria-labelledby="documents-heading">
          <h2 id="documents-heading">
            {t('finder.documentsHeading', { plan: result.plan.name, year })}
          </h2>
          <p>{t('finder.documentsIntro')}</p>
          {result.documents.length ? (
            <DocumentLinks documents={result.documents} />
          ) : (
            <p>{t('finder.noDocuments')}</p>
          )}
          <ul className="link-list">
            <li>
              <Link
                to="/$lang/plan-documents/benefit-and-coverage-details/$slug/"
                params={{ lang, slug: result.plan.slug }}
              >
                {t('finder.benefitDetailsLink', { plan: result.plan.name })}
              </Link>
            </li>
            {result.current && result.plan.formularyCode && (
              <li>
                <Link
                  to="/$lang/search-formulary/"
                  params={{ lang }}
                  search={{ year: planYearFrom(year) ?? undefined, plan: result.plan.slug }}
                >
                  {t('finder.formularyLink', { plan: result.plan.name })}
                </Link>
              </li>
            )}
          </ul>
        </section>
      )
    default:
      return null
  }
}
