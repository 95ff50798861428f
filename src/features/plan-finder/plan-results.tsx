import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CareList } from '~/care/care-list'
import { MyCarePanel } from '~/care/my-care-panel'
import { CareFitContext, useCareResults } from '~/care/use-plan-fit'
import type { Lang } from '~/i18n/locales'
import type { County } from '~/plans/plan-types'
import type { PlanYear } from '~/plans/plan-years'
import { ComparisonTable } from './comparison-table'
import { CompareBar } from './compare-bar'
import { careFromFragment } from './compare-fragment'
import { useComparePick } from './compare-pick'
import { CompareView } from './compare-view'
import { CountyCards } from './county-cards'
import { compareValue, type FinderView } from './finder-search'
import { PlanCard } from './plan-card'
import { SharedPlanFacts } from './plan-summary'
import type { Answers } from './plan-finder.machine'
import { plansQueryOptions } from './plan-finder.queries'
import { countyInSentence } from './plan-format'
import { apiView, rankPlans } from './plan-ranking'
import { ViewSwitch, type ViewLink } from './view-switch'
import { Part } from '~/ui/part'
import { needNamespaces } from '~/i18n/i18n'
import { revealStep } from './step-heading'

needNamespaces(['planFinder'])

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
  /** The plans chosen to compare (the URL's `compare`): two or three show side by side. */
  compare?: readonly string[]
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
  compare = [],
}: Props) {
  const { t } = useTranslation('planFinder')
  const { data } = useSuspenseQuery(
    plansQueryOptions({ county: county.fips, year, view: apiView(view) }),
  )
  const location = countyInSentence(county, t)
  const ranked = rankPlans(data.plans, view, answers)
  const pick = useComparePick(compare, new Set(ranked.map((entry) => entry.plan.slug)))
  // A shared comparison's care list is in the fragment, which only the browser sees.
  const hash = useLocation({ select: (location) => location.hash })
  const [sharedCare, setSharedCare] = useState<CareList | null>(null)
  useEffect(() => {
    setSharedCare(pick.comparing ? careFromFragment(hash) : null)
  }, [hash, pick.comparing])
  // My care list (src/care): each plan's estimate for it, and the order the person chose.
  const {
    care,
    sort,
    setSort,
    plans: shown,
  } = useCareResults(ranked, county.fips, year, answers.medicaid, sharedCare)
  const Heading = headingLevel
  const from = zip ? { zip, county: county.fips } : undefined
  const fits = ranked.some((entry) => entry.reasons.length > 0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Whether the person opened or left the side-by-side view here (focus follows them).
  const moved = useRef(false)
  useEffect(() => {
    if (!pick.comparing && (focusOnMount || moved.current)) revealStep(headingRef.current)
  }, [focusOnMount, view, pick.comparing])
  const navigate = useNavigate()
  const withChoice = (slugs: readonly string[]): ViewLink => {
    const link = viewLink(view)
    return { ...link, search: { ...link.search, compare: compareValue(slugs) } } as ViewLink
  }
  const openComparison = () => {
    if (!pick.ready()) return
    moved.current = true
    void navigate(withChoice(pick.chosen))
  }
  const picking = ranked.length > 1
  return (
    <CareFitContext value={care}>
      <SharedPlanFacts>
        <section className="plan-results" aria-labelledby="plan-results-heading">
          <Heading id="plan-results-heading" tabIndex={-1} ref={headingRef}>
            {t(`results.heading.${view}`, { location })}
          </Heading>
          {children}
          {pick.comparing ? (
            <CompareView
              plans={pick.inView.flatMap((slug) => {
                const entry = ranked.find((item) => item.plan.slug === slug)
                return entry ? [entry.plan] : []
              })}
              lang={lang}
              location={location}
              year={year}
              level={headingLevel === 'h1' ? 'h2' : 'h3'}
              back={{ ...viewLink(view) }}
              onBack={() => (moved.current = true)}
              ownCare={sharedCare ? withChoice(pick.inView) : null}
              focusOnMount={moved.current}
              from={from}
            />
          ) : (
            <>
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
                          compare={
                            picking
                              ? {
                                  checked: pick.chosen.includes(plan.slug),
                                  onChange: (checked) => pick.toggle(plan.slug, checked),
                                }
                              : undefined
                          }
                        />
                      </Part>
                    </li>
                  ))}
                </ol>
              )}
              {picking && (
                <CompareBar
                  link={viewLink(view)}
                  chosen={pick.chosen}
                  notice={pick.notice}
                  onCompare={openComparison}
                />
              )}
            </>
          )}
          <p className="plan-results__disclaimer">{t('plan.starDisclaimer')}</p>
          {!pick.comparing && ranked.length > 1 && (
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
          {!pick.comparing && featuredCards && (
            <CountyCards plans={data.plans} lang={lang} location={location} />
          )}
          {!pick.comparing && <RelatedViews view={view} viewLink={viewLink} />}
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
