import { describe, expect, it } from 'vitest'
import { readCatalogue } from '../../db/seed/plans/plan-seeder'
import { readCounties } from '../../db/seed/zips/zip-seeder'
import { countySlug } from '../../src/features/plan-finder/county-slug'
import { linksIn, readJsonTree, type ContentDoc } from '../support/content-validator'

/**
 * Every page reachable: the all-plans page of each plan year, in each language
 * (spec 2.2's "all-plans page"), links every county page served that year and every plan page of
 * that year, so no county or plan page is reached only by typing a ZIP code. The plan finder and
 * the footer link each all-plans page. A new county or plan fails here until the page lists it.
 */
const published = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))
const counties = new Map(readCounties().map((county) => [county.fips, county]))
const PAGES = {
  'en-us': (year: number) => `all-plans-${year}`,
  'es-mx': (year: number) => `todos-los-planes-${year}`,
} as const
const page = (type: string, lang: string, uid: string) =>
  published.find((doc) => doc.type === type && doc.lang === lang && doc.uid === uid)
const targets = (doc: ContentDoc) =>
  new Set(
    linksIn(doc).flatMap(({ link }) =>
      link.link_type === 'Document' ? [`${String(link.type)}/${String(link.uid)}`] : [],
    ),
  )

describe.each([2025, 2026] as const)('the all-plans page of %i', (year) => {
  const plans = readCatalogue(year)
  const served = [...new Set(plans.flatMap((plan) => plan.counties))].map((fips) =>
    countySlug(counties.get(fips)!),
  )

  it.each(Object.entries(PAGES))(
    'in %s links every county page served that year and every plan page',
    (lang, uidOf) => {
      const doc = page('page', lang, uidOf(year))
      expect(doc, `${lang} ${uidOf(year)}`).toBeDefined()
      const linked = targets(doc!)
      expect(served.filter((uid) => !linked.has(`plan_location/${uid}`))).toEqual([])
      expect(plans.map((plan) => plan.slug).filter((uid) => !linked.has(`plan/${uid}`))).toEqual([])
      const other = lang === 'en-us' ? 'es-mx' : 'en-us'
      expect(doc!.alternate_languages.map((alt) => alt.uid)).toEqual([
        PAGES[other as keyof typeof PAGES](year),
      ])
    },
  )

  it.each(Object.entries(PAGES))(
    'in %s is linked from the footer and the plan finder',
    (lang, uidOf) => {
      const footer = published.find((doc) => doc.type === 'footer' && doc.lang === lang)!
      const finder = page('page', lang, lang === 'en-us' ? 'find-a-plan' : 'encontrar-un-plan')!
      for (const from of [footer, finder])
        expect(targets(from).has(`page/${uidOf(year)}`), `${from.file} links ${uidOf(year)}`).toBe(
          true,
        )
    },
  )
})
