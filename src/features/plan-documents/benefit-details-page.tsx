import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { itemDocumentQuery } from '~/content/queries'
import { LOCALES, type Lang, otherLang } from '~/i18n/locales'
import { criteriaKeyFor, criteriaPdfPath } from '~/plans/criteria-keys'
import { isPlanYear } from '~/plans/plan-years'
import { DocumentLinks } from './document-links'
import { OtherDocuments } from './list-page'
import { planDocumentsQuery } from './plan-documents-queries'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planDocuments'])

/** Every plan's benefit details page shares one template document (spec 2.6 reference documents). */
export const benefitDetailsDocumentQuery = (lang: Lang) => {
  const template =
    lang === 'es' ? '_detalles-beneficio-y-cobertura' : '_benefit-and-coverage-details'
  return itemDocumentQuery('page', lang, template, template)
}

/** Benefit and coverage details of one plan (spec 2.3): its documents in the page's language. */
export function BenefitDetailsPage({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTranslation('planDocuments')
  const { data: plan } = useSuspenseQuery(planDocumentsQuery(slug))
  if (!plan) return null
  const documents = plan.documents.filter((doc) => doc.lang === LOCALES[lang].code)
  const other = otherLang(lang)
  const criteriaKey = criteriaKeyFor(plan.formularyCode, plan.year)
  // A past year's plan (2019-2024) keeps its documents; its drug list is no longer searchable.
  const current = isPlanYear(plan.year)
  return (
    <div className="page page--narrow plan-docs">
      <h1>{t('benefitDetails.heading')}</h1>
      <p className="plan-docs__plan">
        {t('benefitDetails.planLine', {
          plan: plan.name,
          year: plan.year,
          region: `${plan.region}, ${plan.state}`,
        })}
      </p>
      <p>{t('benefitDetails.intro')}</p>
      <h2>{t('benefitDetails.documents')}</h2>
      {documents.length ? (
        <DocumentLinks documents={documents} />
      ) : (
        <p>{t('finder.noDocuments')}</p>
      )}
      <h2>{t('benefitDetails.drugCoverage')}</h2>
      {!plan.formularyCode ? (
        <p>{t('benefitDetails.noDrugCoverage')}</p>
      ) : !criteriaKey && !current ? (
        <p>{t('benefitDetails.drugsInDocuments')}</p>
      ) : (
        <ul className="link-list">
          {current && isPlanYear(plan.year) && (
            <li>
              <Link
                to="/$lang/search-formulary/"
                params={{ lang }}
                search={{ year: plan.year, plan: plan.slug }}
              >
                {t('finder.formularyLink', { plan: plan.name })}
              </Link>
            </li>
          )}
          {criteriaKey && (
            <>
              <li>
                <a href={criteriaPdfPath(criteriaKey, lang)}>
                  {t('finder.criteriaTitle', { name: plan.name })} {t('pdf')}
                </a>
              </li>
              <li>
                <a href={criteriaPdfPath(criteriaKey, other)} hrefLang={other}>
                  {t('finder.criteriaTitle', { name: plan.name })} (
                  <span lang={LOCALES[other].tag}>{LOCALES[other].label}</span>) {t('pdf')}
                </a>
              </li>
            </>
          )}
        </ul>
      )}
      <OtherDocuments lang={lang} year={plan.year} />
    </div>
  )
}
