import { useEffect, useRef, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MyCarePanel } from '~/care/my-care-panel'
import { CareFitContext, useCareResults } from '~/care/use-plan-fit'
import type { Lang } from '~/i18n/locales'
import type { County } from '~/plans/plan-types'
import type { PlanYear } from '~/plans/plan-years'
import { ComparisonTable } from './comparison-table'
import { CountyCards } from './county-cards'
import type { FinderView } from './finder-search'
import { PlanCard } from './plan-card'
import { SharedPlanFacts } from './plan-summary'
import type { Answers } from './plan-finder.machine'
import { plansQueryOptions } from './plan-finder.queries'
import { countyName } from './plan-format'
import { apiView, rankPlans } from './plan-ranking'
import { ViewSwitch, type ViewLink } from './view-switch'
import { Part } from '~/ui/part'

type Props = {
  lang: Lang
  county: County
  year: PlanYear
  view: FinderView
  answers: Answers
  /** The address of this page in another view (the finder or a county page). */
  viewLink: (view: FinderView) => ViewLink
  headingLevel?: 'h1' | 'h2'
  /** Move focus to the heading when the person asked for these results (not on page load). */
  focusOnMount?: boolean
  /** What a county page shows between the heading and the plans (its intro and content slices). */
  children?: ReactNode
  /** The county comparison cards of featured plans (spec 2.4): on county pages; the finder's list badges them instead. */
  featuredCards?: boolean
  /** The ZIP the person searched (the finder): plan pages get it with the county, so "Compare other plans" returns here. */
  zip?: string
}

/** The plan list of a county (spec 2.4 Plan finder and plan table). */
export function PlanResults({
  lang,
  county,
  year,
  view,
  answers,
  viewLink,
  headingLevel = 'h2',
  focusOnMount = false,
  children,
  featuredCards = false,
  zip,
}: Props) {
  const { t } = useTranslation('planFinder')
  const { data } = useSuspenseQuery(
    plansQueryOptions({ county: county.fips, year, view: apiView(view) }),
  )
  const location = countyName(county, t)
  const ranked = rankPlans(data.plans, view, answers)
  // My care list (src/care): each plan's estimate for it, and the order the person chose.
  const {
    care,
    sort,
    setSort,
    plans: shown,
  } = useCareResults(ranked, county.fips, year, answers.medicaid)
  const Heading = headingLevel
  const from = zip ? { zip, county: county.fips } : undefined
  const fits = ranked.some((entry) => entry.reasons.length > 0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount, view])
  return (
    <CareFitContext value={care}>
      <SharedPlanFacts>
        <section className="plan-results" aria-labelledby="plan-results-heading">
          <Heading id="plan-results-heading" tabIndex={-1} ref={headingRef}>
            {t(`results.heading.${view}`, { location })}
          </Heading>
          {children}
          <p>{t('results.count', { count: ranked.length, year })}</p>
          <ViewSwitch view={view} viewLink={viewLink} />
          <Part>
            <MyCarePanel lang={lang} care={care} sort={sort} onSort={setSort} />
          </Part>
          {fits && <p className="plan-results__note">{t('results.fitFirst')}</p>}
          {ranked.length === 0 ? (
            <p>{t('results.empty', { location, year })}</p>
          ) : (
            <ol className="plan-list">
              {shown.map(({ plan, reasons }) => (
                <li key={plan.slug}>
                  <Part>
                    <PlanCard
                      plan={plan}
                      reasons={reasons}
                      lang={lang}
                      level={headingLevel === 'h1' ? 2 : 3}
                      from={from}
                    />
                  </Part>
                </li>
              ))}
            </ol>
          )}
          <p className="plan-results__disclaimer">{t('plan.starDisclaimer')}</p>
          {ranked.length > 1 && (
            // The cards carry the key facts; the full side-by-side table opens on demand.
            <details className="plan-results__compare">
              <summary>
                <h2 id="compare-heading">{t('compare.heading')}</h2>
              </summary>
              <Part>
                <ComparisonTable
                  plans={shown.map((entry) => entry.plan)}
                  lang={lang}
                  caption={t('compare.caption', { location, year })}
                  from={from}
                />
              </Part>
            </details>
          )}
          {featuredCards && <CountyCards plans={data.plans} lang={lang} location={location} />}
          <RelatedViews view={view} viewLink={viewLink} />
        </section>
      </SharedPlanFacts>
    </CareFitContext>
  )
}

/** Links between the dual, chronic and no-prescription views. */
function RelatedViews({
  view,
  viewLink,
}: {
  view: FinderView
  viewLink: (view: FinderView) => ViewLink
}) {
  const { t } = useTranslation('planFinder')
  const others = (['dual', 'chronic', 'ma-only', 'all'] as const).filter((other) => other !== view)
  return (
    <nav aria-labelledby="related-views-heading" className="county-cards">
      <h2 id="related-views-heading">{t('results.related.heading')}</h2>
      <ul className="link-list">
        {others.map((other) => (
          <li key={other}>
            <Link {...viewLink(other)}>{t(`results.related.${other}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
