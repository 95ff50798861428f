import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MyCareOnPlan } from '~/care/my-care-on-plan'
import { loadFeaturePage } from '~/content/feature-page'
import { itemDocumentQuery } from '~/content/queries'
import type { Lang } from '~/i18n/locales'
import { finderSearchOf, finderState, type PlanPageSearch } from './finder-search'
import { PlanDocumentLinks } from './plan-card'
import { PlanEligibility } from './plan-eligibility'
import { PlanFeatureList, PlanHighlights } from './plan-summary'
import { planQueryOptions } from './plan-finder.queries'
import { StarRating } from './star-rating'
import { PlanTypeBadge } from './plan-figures'
import type { PlanDocument } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { TrustStrip } from '~/ui/trust-strip'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** The plan's `plan` document (spec 2.2), or the `_plan` template when editors wrote none for it. */
export const planDocumentQuery = (lang: Lang, slug: string) =>
  itemDocumentQuery('plan', lang, slug, lang === 'es' ? '_plan-es' : '_plan')

/** Loads an enroll template page and its document; an unknown plan slug is a 404. */
export async function loadEnrollPlan(queryClient: QueryClient, lang: Lang, slug: string) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 100) throw notFound()
  const [plan] = await Promise.all([
    queryClient.ensureQueryData(planQueryOptions(slug)),
    loadFeaturePage(queryClient, planDocumentQuery(lang, slug), lang),
  ])
  if (!plan) throw notFound()
  return { planName: plan.name, year: plan.year }
}

/** The enroll template page (spec 2.4): the chosen plan's summary and the way into its year's application. */
export function EnrollPlanPage({
  lang,
  slug,
  search = {},
}: {
  lang: Lang
  slug: string
  search?: PlanPageSearch
}) {
  const { t } = useTranslation('planFinder')
  const { data: plan } = useSuspenseQuery(planQueryOptions(slug))
  // The plan document's illustration (editors choose it and its alt text, in each language).
  const { data: content } = useSuspenseQuery(planDocumentQuery(lang, slug))
  const image = (content?.doc.data as PlanDocument['data'] | undefined)?.image
  if (!plan) return null
  // Back to the results the person came from: their ZIP and county.
  const { zip, county } = finderState(search)
  const compare = zip && county ? finderSearchOf({ zip, county, view: 'all' }) : {}
  return (
    <div className="page page--narrow plan-page">
      <div className="plan-page__top">
        <div>
          <h1>{t('enroll.selected', { planName: plan.name })}</h1>
          <p>
            <PlanTypeBadge planType={plan.planType} /> {plan.region}, {plan.state} · {plan.year}
          </p>
          <p>
            <span>{t('plan.starsLabel')}: </span>
            <StarRating plan={plan} />
          </p>
          <PlanEligibility plan={plan} />
          <p>
            <Link
              to="/$lang/enroll-{$year}/"
              params={{ lang, year: String(plan.year) }}
              search={{ plan: plan.slug }}
              className="button button--primary"
            >
              {t('enroll.start', { year: plan.year })}
            </Link>
          </p>
          <p className="field__hint">{t('enroll.startHint')}</p>
        </div>
        <ContentImage field={image} className="plan-page__image" loading="eager" />
      </div>
      <TrustStrip plan={plan} />
      <h2>{t('enroll.summary')}</h2>
      <PlanFeatureList plan={plan} lang={lang} />
      <MyCareOnPlan plan={plan} heading="h2" detailed />
      <PlanHighlights plan={plan} lang={lang} heading="h2" />
      <PlanDocumentLinks plan={plan} lang={lang} heading="h2" />
      <p className="plan-results__disclaimer">{t('plan.starDisclaimer')}</p>
      <p>
        <Link to="/$lang/find-a-plan/" params={{ lang }} search={compare}>
          {t('enroll.compare')}
        </Link>
      </p>
    </div>
  )
}
