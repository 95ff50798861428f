import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { pathFor, ROUTES, type RouteId, type RouteParams } from '../../src/i18n/route-table'
import { expect, test } from './test'

/**
 * Walks the route table (src/i18n/route-table.ts): every entry answers 200 in each of its
 * languages, and the page shows its document's slices in the document's order. The document
 * is the page document at the page's own path, or for data pages the county's, the plan's or
 * the type's template (spec 2.6 reference documents).
 */

type Lang = 'en' | 'es'
type Doc = {
  uid: string
  type: string
  data: { path?: string | null; slices?: Array<{ slice_type: string }> }
}
const CODE = { en: 'en-us', es: 'es-mx' } as const

const docsOf = (type: string, lang: Lang): Doc[] => {
  const dir = `content/${type}/${CODE[lang]}`
  return existsSync(dir)
    ? readdirSync(dir).map((name) => JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as Doc)
    : []
}
const byUid = (type: string, lang: Lang, uid: string) =>
  docsOf(type, lang).find((doc) => doc.uid === uid)
const trim = (path: string) => path.replace(/^\/+|\/+$/g, '')
/** The page document published at a public path (its `path` field has no language prefix; home is '/'). */
const pageAt = (lang: Lang, publicPath: string) => {
  const path = trim(lang === 'es' ? publicPath.slice('/es'.length) : publicPath)
  return docsOf('page', lang).find(
    (doc) => typeof doc.data.path === 'string' && trim(doc.data.path) === path,
  )
}

const PLAN = 'ceiba-core-hmo-miami-2026'
const COUNTY = 'miami-dade-county-fl'

/** Sample parameters per route, and the document each page renders (null: a tool page without one). */
const samples: Partial<
  Record<RouteId, (lang: Lang) => { params?: RouteParams; doc?: Doc | null }>
> = {
  planFinderCounty: (lang) => ({
    params: { slug: COUNTY },
    doc:
      byUid('plan_location', lang, COUNTY) ??
      byUid('plan_location', lang, lang === 'es' ? '_plan-location-es' : '_plan-location'),
  }),
  planEnroll: (lang) => ({
    params: { slug: PLAN },
    doc: byUid('plan', lang, PLAN) ?? byUid('plan', lang, lang === 'es' ? '_plan-es' : '_plan'),
  }),
  benefitDetails: (lang) => ({
    params: { slug: PLAN },
    doc: byUid(
      'page',
      lang,
      lang === 'es' ? '_detalles-beneficio-y-cobertura' : '_benefit-and-coverage-details',
    ),
  }),
  article: (lang) => {
    const uid = lang === 'es' ? 'nuevo-en-medicare' : 'new-to-medicare'
    return { params: { slug: uid }, doc: byUid('article', lang, uid) }
  },
  landingPage: (lang) => {
    const uid = lang === 'es' ? 'inscripcion-anual-2026' : 'annual-enrollment-2026'
    return { params: { slug: uid }, doc: byUid('marketing_landing_page', lang, uid) }
  },
  preview: () => ({ doc: null }),
  styleGuide: () => ({ doc: null }),
  sliceSimulator: () => ({ doc: null }),
  testLeadForm: () => ({ doc: null }),
  testLeadFormSubmit: () => ({ doc: null }),
}

// Deliberate failures for the error-page tests: they answer 500 (404 in production) by design.
const NOT_PAGES: RouteId[] = ['testErrors']

const YEARS = [2025, 2026]

function casesOf(id: RouteId, lang: Lang) {
  const sample = samples[id]?.(lang) ?? {}
  const years = ROUTES[id].en.includes('{year}') ? YEARS : [undefined]
  return years.map((year) => {
    const path = pathFor(id, lang, { ...sample.params, year }) as string
    const doc = sample.doc === undefined ? pageAt(lang, path) : sample.doc
    return { path, doc }
  })
}

const cases = (Object.keys(ROUTES) as RouteId[])
  .filter((id) => !NOT_PAGES.includes(id))
  .flatMap((id) =>
    (['en', 'es'] as const)
      .filter((lang) => ROUTES[id][lang] !== null)
      .flatMap((lang) => casesOf(id, lang).map((c) => ({ id, lang, ...c }))),
  )

test.describe('the route table', () => {
  test('covers both languages of every page that has a twin', () => {
    expect(cases.filter((c) => c.lang === 'es').length).toBeGreaterThan(30)
  })

  for (const { id, lang, path, doc } of cases) {
    test(`${id} (${lang}) ${path} answers 200 with its document's slices`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      if (doc === null) return
      expect(doc, `a document for ${path}`).toBeTruthy()
      const expected = (doc!.data.slices ?? []).map((slice) => slice.slice_type)
      expect(expected.length, `${doc!.uid} has slices`).toBeGreaterThan(0)
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      const shown = [...main.matchAll(/data-slice-type="([a-z_]+)"/g)].map((found) => found[1])
      // The document's slices appear in its order (features may hold slices of their own).
      let at = 0
      for (const type of shown) if (type === expected[at]) at += 1
      expect(at, `${path} shows ${expected.join(', ')} (found ${shown.join(', ')})`).toBe(
        expected.length,
      )
    })
  }

  test('English-only pages and English route paths under /es are not found', async ({
    request,
  }) => {
    for (const path of [
      '/es/style-guide/',
      '/es/preview/',
      '/es/find-a-plan/',
      '/es/resources/new-to-medicare/',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
    }
  })
})
