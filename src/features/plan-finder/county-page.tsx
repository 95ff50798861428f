import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { loadFeaturePage } from '~/content/feature-page'
import { itemDocumentQuery } from '~/content/queries'
import { i18nFor, needNamespaces } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { LATEST_PLAN_YEAR } from '~/plans/plan-years'
import { countyQueryOptions } from './county.queries'
import { comparedPlans, finderSearchOf, type FinderSearch, type FinderView } from './finder-search'
import { plansQueryOptions } from './plan-finder.queries'
import { countyInSentence } from './plan-format'
import { apiView } from './plan-ranking'
import { PlanResults } from './plan-results'
import type { ViewLink } from './view-switch'

needNamespaces(['planFinder'])

/** The county's plan_location document (spec 2.2), or the `_plan-location` template when it has none. */
export const countyDocumentQuery = (lang: Lang, slug: string) =>
  itemDocumentQuery(
    'plan_location',
    lang,
    slug,
    lang === 'es' ? '_plan-location-es' : '_plan-location',
  )

/** Loads a county page: its county (404 when unknown or unserved) and the plans of its view. */
export async function loadCountyPage(
  queryClient: QueryClient,
  lang: Lang,
  slug: string,
  search: FinderSearch,
) {
  const year = search.year ?? LATEST_PLAN_YEAR
  const county = await queryClient.ensureQueryData(countyQueryOptions(slug, year))
  if (!county || !county.served) throw notFound()
  await Promise.all([
    queryClient.ensureQueryData(
      plansQueryOptions({ county: county.fips, year, view: apiView(search.view ?? 'all') }),
    ),
    loadFeaturePage(queryClient, countyDocumentQuery(lang, slug), lang),
  ])
  return {
    county: {
      ...county,
      location: countyInSentence(county, i18nFor(lang).getFixedT(lang, 'planFinder')),
    },
  }
}

/** A county's plan table (spec 2.2 plan_location, 2.3), its h1 first; its view lives in the query string like the finder's. */
export function CountyResults({
  lang,
  slug,
  search,
}: {
  lang: Lang
  slug: string
  search: FinderSearch
}) {
  const { t } = useTranslation('planFinder')
  const year = search.year ?? LATEST_PLAN_YEAR
  const view = search.view ?? 'all'
  const { data: county } = useSuspenseQuery(countyQueryOptions(slug, year))
  if (!county) return null
  const viewLink = (next: FinderView): ViewLink => ({
    to: '/$lang/find-a-plan/$slug/',
    params: { lang, slug },
    search: finderSearchOf({ year, view: next === 'all' ? null : next }),
  })
  return (
    <div className="page finder">
      <PlanResults
        lang={lang}
        county={county}
        year={year}
        view={view}
        answers={{}}
        viewLink={viewLink}
        headingLevel="h1"
        featuredCards
        compare={comparedPlans(search)}
      >
        <p>{t('countyPage.intro', { location: countyInSentence(county, t) })}</p>
      </PlanResults>
    </div>
  )
}
