import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MyCareOnPlan } from '~/care/my-care-on-plan'
import type { Lang } from '~/i18n/locales'
import type { Plan } from '~/plans/plan-types'
import { COMPARE_FORM } from './compare-bar'
import type { PlanPageSearch } from './finder-search'
import { documentsIn } from './plan-features'
import type { FitReason } from './plan-ranking'
import { PlanEligibility } from './plan-eligibility'
import { PlanFigures, PlanTypeBadge } from './plan-figures'
import { PlanHighlights, PlanKeyFacts, PlanMoreFeatures } from './plan-summary'
import { StarRating } from './star-rating'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** The key facts the card's figures already show. */
const FIGURES = ['premium', 'moop']

/**
 * One plan of the results (spec 2.4), compact, in the order people choose: name and
 * plan type badge; the three figures (premium, estimated yearly cost, out-of-pocket maximum),
 * large; stars and the other key facts; who may join. The other features, the highlights and the
 * documents (the Summary of Benefits first) open on demand. At most three actions close the card:
 * Enroll (the application for this plan), Plan details (its page) and, in a result list, Compare.
 */
export function PlanCard({
  plan,
  reasons,
  lang,
  level = 3,
  from,
  compare,
}: {
  plan: Plan
  reasons: FitReason[]
  lang: Lang
  level?: 2 | 3
  from?: PlanPageSearch
  /** The card's Compare box (a result list's compare form); none elsewhere. */
  compare?: { checked: boolean; onChange: (checked: boolean) => void }
}) {
  const Title = level === 2 ? 'h2' : 'h3'
  const Sub = level === 2 ? 'h3' : 'h4'
  const { t } = useTranslation('planFinder')
  const headingId = `plan-${plan.slug}`
  return (
    <article className="plan-card" aria-labelledby={headingId} data-plan-type={plan.planType}>
      <header className="plan-card__header">
        <Title id={headingId}>{plan.name}</Title>
        <p className="plan-card__type">
          <PlanTypeBadge planType={plan.planType} />
          {plan.featured && <span className="badge">{t('plan.featured')}</span>}
        </p>
      </header>
      <Sub className="visually-hidden">{t('plan.keyFeatures', { planName: plan.name })}</Sub>
      <PlanFigures plan={plan} />
      <p className="plan-card__stars">
        <span className="visually-hidden">{t('plan.starsLabel')}: </span>
        <StarRating plan={plan} />
      </p>
      {reasons.map((reason) => (
        <p key={reason} className="plan-card__fit">
          {t(`plan.fits.${reason}`)}
        </p>
      ))}
      <PlanKeyFacts plan={plan} without={FIGURES} />
      <MyCareOnPlan plan={plan} heading={Sub} />
      <PlanEligibility plan={plan} />
      <details className="plan-card__more">
        <summary>
          {t('plan.more')}
          <span className="visually-hidden">: {plan.name}</span>
        </summary>
        <Sub>{t('plan.moreBenefits')}</Sub>
        <PlanMoreFeatures plan={plan} />
        <PlanHighlights plan={plan} lang={lang} heading={Sub} />
        <PlanDocumentLinks plan={plan} lang={lang} heading={Sub} />
      </details>
      <div className="plan-card__actions">
        <Link
          to="/$lang/enroll-{$year}/"
          params={{ lang, year: String(plan.year) }}
          search={{ plan: plan.slug }}
          className="button button--primary"
        >
          {t('plan.enroll')}
          <span className="visually-hidden">: {plan.name}</span>
        </Link>
        <Link
          to="/$lang/enroll/$slug/"
          params={{ lang, slug: plan.slug }}
          search={from}
          className="button button--secondary"
        >
          {t('plan.details')}
          <span className="visually-hidden">: {plan.name}</span>
        </Link>
        {compare && (
          <p className="plan-card__compare choice">
            <input
              type="checkbox"
              id={`compare-${plan.slug}`}
              name="compare"
              value={plan.slug}
              form={COMPARE_FORM}
              checked={compare.checked}
              onChange={(event) => compare.onChange(event.target.checked)}
            />
            <label htmlFor={`compare-${plan.slug}`}>
              {t('pick.toggle')}
              <span className="visually-hidden"> {plan.name}</span>
            </label>
          </p>
        )}
      </div>
    </article>
  )
}

/** The plan's documents, each link named with its plan so a list of links stays unambiguous. */
export function PlanDocumentLinks({
  plan,
  lang,
  heading: Heading,
}: {
  plan: Plan
  lang: Lang
  heading: 'h2' | 'h3' | 'h4'
}) {
  const { t } = useTranslation('planFinder')
  const documents = documentsIn(plan, lang)
  if (documents.length === 0) return null
  return (
    <>
      <Heading>{t('plan.documents')}</Heading>
      <ul className="link-list">
        {documents.map((doc) => (
          <li key={doc.url}>
            <a href={doc.url}>{t('plan.documentOf', { title: doc.title, planName: plan.name })}</a>
          </li>
        ))}
      </ul>
    </>
  )
}
