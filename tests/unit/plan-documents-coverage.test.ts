import { describe, expect, it } from 'vitest'
import { readCatalogue } from '../../db/seed/plans/plan-seeder'
import { readCounties } from '../../db/seed/zips/zip-seeder'
import { buildPagePathMap, documentPath } from '../../src/content/routes'
import { countySlug } from '../../src/features/plan-finder/county-slug'
import { readJsonTree, type ContentDoc } from '../support/content-validator'

/**
 * Editors own the county and plan pages (issue "Editors own every page"): every county a plan
 * serves has its plan_location document, and every catalogue plan its plan document, in both
 * languages. The served counties come from the seed data and logic the database uses
 * (plan_counties is the catalogue plans' counties), so a new county or plan fails here until
 * its documents are written.
 */

const LANGS = ['en-us', 'es-mx'] as const
const YEARS = [2025, 2026] as const

const catalogue = YEARS.flatMap((year) => readCatalogue(year))
const counties = new Map(readCounties().map((county) => [county.fips, county]))
const servedFips = [...new Set(catalogue.flatMap((plan) => plan.counties))].sort()
const served = servedFips.map((fips) => {
  const county = counties.get(fips)
  if (!county) throw new Error(`plan county ${fips} is not in db/seed/zips/counties.tsv`)
  return county
})

const published = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))
const byId = new Map(published.map((doc) => [doc.id, doc]))
const ofType = (type: string) => published.filter((doc) => doc.type === type)
const find = (type: string, lang: string, uid: string) =>
  published.find((doc) => doc.type === type && doc.lang === lang && doc.uid === uid)
const isTemplate = (doc: ContentDoc) => doc.uid?.startsWith('_') ?? false
const slicesOf = (doc: ContentDoc) =>
  (doc.data.slices as Array<{ slice_type: string }> | undefined) ?? []

/** The twin in the other language, linked both ways with the same uid. */
function twinProblems(doc: ContentDoc, expectedTwinUid: string): string[] {
  const other = doc.lang === 'en-us' ? 'es-mx' : 'en-us'
  const alt = doc.alternate_languages.find((candidate) => candidate.lang === other)
  if (!alt) return [`${doc.file}: no ${other} twin in alternate_languages`]
  const twin = byId.get(alt.id)
  if (!twin) return [`${doc.file}: twin ${alt.id} is not published`]
  const problems: string[] = []
  if (twin.uid !== expectedTwinUid || alt.uid !== expectedTwinUid)
    problems.push(
      `${doc.file}: twin uid ${twin.uid} (listed as ${alt.uid}), expected ${expectedTwinUid}`,
    )
  if (twin.type !== doc.type || alt.type !== doc.type || twin.lang !== other)
    problems.push(`${doc.file}: twin ${twin.file} is ${twin.type}/${twin.lang}`)
  if (
    !twin.alternate_languages.some(
      (back) => back.id === doc.id && back.uid === doc.uid && back.lang === doc.lang,
    )
  ) {
    problems.push(`${twin.file}: does not link back to ${doc.file}`)
  }
  return problems
}

describe('county pages (plan_location documents)', () => {
  it('covers the counties the seed data serves in 2025 or 2026', () => {
    // All metro counties are served (every metro has plans that reach its whole list).
    expect(served.length).toBe(205)
    expect(new Set(served.map(countySlug)).size).toBe(served.length)
  })

  it.each(LANGS)(
    'has a %s document for every served county, with the county slug as uid and its county and state',
    (lang) => {
      const problems = served.flatMap((county) => {
        const uid = countySlug(county)
        const doc = find('plan_location', lang, uid)
        if (!doc)
          return [
            `${county.fips} ${county.name} ${county.label}, ${county.state}: no plan_location ${lang}/${uid}`,
          ]
        const problems: string[] = []
        if (doc.data.county !== county.name || doc.data.state !== county.state) {
          problems.push(
            `${doc.file}: county/state ${String(doc.data.county)}/${String(doc.data.state)}, expected ${county.name}/${county.state}`,
          )
        }
        if (typeof doc.data.title !== 'string' || !doc.data.title.includes(county.name))
          problems.push(`${doc.file}: title does not name ${county.name}`)
        return [...problems, ...twinProblems(doc, uid)]
      })
      expect(problems).toEqual([])
    },
  )

  it('has no document for a county no plan serves', () => {
    const servedSlugs = new Set(served.map(countySlug))
    const extra = ofType('plan_location').filter(
      (doc) => !isTemplate(doc) && !servedSlugs.has(doc.uid ?? ''),
    )
    expect(extra.map((doc) => doc.file)).toEqual([])
  })

  it('uses parish wording in Louisiana', () => {
    const parishes = served.filter((county) => county.label === 'Parish')
    expect(parishes.length).toBeGreaterThan(0)
    for (const county of parishes) {
      const en = JSON.stringify(find('plan_location', 'en-us', countySlug(county))?.data)
      const es = JSON.stringify(find('plan_location', 'es-mx', countySlug(county))?.data)
      expect(en, county.name).toContain(`${county.name} Parish`)
      expect(en, county.name).not.toContain(`${county.name} County`)
      expect(es, county.name).toContain(`parroquia de ${county.name}`)
      expect(es, county.name).not.toContain(`condado de ${county.name}`)
    }
  })
})

describe('enroll pages (plan documents)', () => {
  it('covers both catalogues', () => {
    expect(YEARS.map((year) => readCatalogue(year).length)).toEqual([139, 184])
    expect(new Set(catalogue.map((plan) => plan.slug)).size).toBe(catalogue.length)
  })

  it.each(LANGS)(
    'has a %s document for every catalogue plan, with its plan_id, plan_year and plan_type',
    (lang) => {
      const problems = catalogue.flatMap((plan) => {
        const doc = find('plan', lang, plan.slug)
        if (!doc) return [`${plan.slug}: no plan ${lang} document`]
        const stated = [doc.data.plan_id, doc.data.plan_year, doc.data.plan_type, doc.data.title]
        const expected = [plan.contractId, String(plan.year), plan.planType, plan.name]
        const problems =
          stated.join('|') === expected.join('|')
            ? []
            : [`${doc.file}: ${stated.join(' ')} but the catalogue says ${expected.join(' ')}`]
        return [...problems, ...twinProblems(doc, plan.slug)]
      })
      expect(problems).toEqual([])
    },
  )

  it('has no document for a plan that is not in the catalogue', () => {
    const slugs = new Set(catalogue.map((plan) => plan.slug))
    const extra = ofType('plan').filter((doc) => !isTemplate(doc) && !slugs.has(doc.uid ?? ''))
    expect(extra.map((doc) => doc.file)).toEqual([])
  })
})

describe('plan and plan_location documents', () => {
  const docs = [...ofType('plan'), ...ofType('plan_location')]

  it('never hold a hero: the page renders its own h1 above them', () => {
    expect(
      docs
        .filter((doc) => slicesOf(doc).some((slice) => slice.slice_type === 'hero'))
        .map((doc) => doc.file),
    ).toEqual([])
  })

  it('use headings from h2 down in their rich text', () => {
    const h1 = docs.filter((doc) => JSON.stringify(doc.data).includes('"type":"heading1"'))
    expect(h1.map((doc) => doc.file)).toEqual([])
  })

  it.each([
    ['plan_location', 'en-us', '_plan-location'],
    ['plan_location', 'es-mx', '_plan-location-es'],
    ['plan', 'en-us', '_plan'],
    ['plan', 'es-mx', '_plan-es'],
  ])('has the %s template %s/%s, which is not routable', (type, lang, uid) => {
    const doc = find(type, lang, uid)
    expect(doc, `${type} ${lang}/${uid}`).toBeDefined()
    if (!doc) return
    expect(slicesOf(doc).length).toBeGreaterThan(0)
    const map = buildPagePathMap(ofType('page') as Array<ContentDoc & { data: { path?: unknown } }>)
    expect(documentPath(doc, map)).toBeNull()
    const twinUid = uid.endsWith('-es') ? uid.slice(0, -3) : `${uid}-es`
    expect(twinProblems(doc, twinUid)).toEqual([])
  })

  it('are routable at the county and enroll paths, Spanish county paths with -es', () => {
    const map = buildPagePathMap(ofType('page') as Array<ContentDoc & { data: { path?: unknown } }>)
    const county = countySlug({ name: 'Orleans', label: 'Parish', state: 'LA' })
    expect(documentPath(find('plan_location', 'en-us', county)!, map)).toBe(
      '/find-a-plan/orleans-parish-la/',
    )
    expect(documentPath(find('plan_location', 'es-mx', county)!, map)).toBe(
      '/es/encontrar-un-plan/orleans-parish-la-es/',
    )
    const plan = catalogue[0]!.slug
    expect(documentPath(find('plan', 'en-us', plan)!, map)).toBe(`/enroll/${plan}/`)
    expect(documentPath(find('plan', 'es-mx', plan)!, map)).toBe(`/es/inscribirse/${plan}/`)
  })
})
