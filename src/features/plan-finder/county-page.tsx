import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ContentSliceZone } from '~/content/slice-zone'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import { countyContentQuery, countyQueryOptions } from './county.queries'
import { finderQuery, LATEST_YEAR, type FinderSearch, type FinderView } from './finder-search'
import { plansQueryOptions } from './plan-finder.queries'
import { countyName } from './plan-format'
import { apiView } from './plan-ranking'
import { PlanResults } from './plan-results'

/** Loads a county page: its county (404 when unknown or unserved) and the plans of its view. */
export async function loadCountyPage(queryClient: QueryClient, lang: Lang, slug: string, search: FinderSearch) {
  const year = search.year ?? LATEST_YEAR
  const county = await queryClient.ensureQueryData(countyQueryOptions(slug, year))
  if (!county || !county.served) throw notFound()
  await Promise.all([
    queryClient.ensureQueryData(plansQueryOptions({ county: county.fips, year, view: apiView(search.view ?? 'all') })),
    queryClient.ensureQueryData(countyContentQuery(lang, slug)),
  ])
  return { county: { ...county, location: countyName(county, i18nFor(lang).getFixedT(lang, 'planFinder')) } }
}

/** Title and description of a county page. */
export function countyPageHead(lang: Lang, county: { location: string } | undefined) {
  const t = i18nFor(lang).getFixedT(lang, 'planFinder')
  if (!county) return {}
  const title = t('results.heading.all', { location: county.location })
  return { meta: [{ title: `${title} | Ceiba Health` }, { name: 'description', content: t('countyPage.intro', { location: county.location }) }] }
}

/**
 * A county page (spec 2.2 plan_location, 2.3): the plan table of one county. Its view lives in
 * the query string like the finder's. The plan_location document of the same uid, when editors
 * wrote one, adds its slices under the heading.
 */
export function CountyPage({ lang, slug, search }: { lang: Lang; slug: string; search: FinderSearch }) {
  const { t } = useTranslation('planFinder')
  const year = search.year ?? LATEST_YEAR
  const view = search.view ?? 'all'
  const { data: county } = useSuspenseQuery(countyQueryOptions(slug, year))
  const { data: content } = useSuspenseQuery(countyContentQuery(lang, slug))
  const slices = content?.doc.data.slices ?? []
  if (!county) return null
  const path = hrefFor('planFinderCounty', lang, { slug })
  const viewHref = (next: FinderView) => `${path}${finderQuery({ year, view: next === 'all' ? null : next })}`
  return (
    <div className="page finder">
      <PlanResults lang={lang} county={county} year={year} view={view} answers={{}} viewHref={viewHref} headingLevel="h1">
        <p>{t('countyPage.intro', { location: countyName(county, t) })}</p>
        {slices.length > 0 && <ContentSliceZone slices={slices} lang={lang} />}
      </PlanResults>
    </div>
  )
}
