import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildPagePathMap, documentPath, prismicRoutes } from './routes'

const page = (uid: string, lang: string, path: string | null) => ({
  type: 'page',
  uid,
  lang,
  data: { path },
})

describe('route resolver (spec 2.2)', () => {
  afterEach(() => vi.restoreAllMocks())
  const map = buildPagePathMap([
    page('cost-compare', 'en-us', 'prescription-drugs/cost-compare'),
    page('alimentos', 'es-mx', '/alimentos-y-vivienda/'),
    page('_page', 'en-us', null),
    page('welcome', 'en-us', null),
  ])

  it('routes pages through the path map, nested paths included, with the locale prefix', () => {
    expect(documentPath({ type: 'page', uid: 'cost-compare', lang: 'en-us' }, map)).toBe(
      '/prescription-drugs/cost-compare/',
    )
    expect(documentPath({ type: 'page', uid: 'alimentos', lang: 'es-mx' }, map)).toBe(
      '/es/alimentos-y-vivienda/',
    )
  })

  it("falls back to the uid for a page missing from the map, logging 'Could not locate page in path map'", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(documentPath({ type: 'page', uid: 'welcome', lang: 'en-us' }, map)).toBe('/welcome/')
    expect(warn).toHaveBeenCalledWith('Could not locate page in path map', {
      uid: 'welcome',
      lang: 'en-us',
    })
  })

  it('gives every other type its pattern in both languages', () => {
    const path = (type: string, uid: string, lang: string) => documentPath({ type, uid, lang }, map)
    expect(path('article', 'dsnps-101', 'en-us')).toBe('/resources/dsnps-101/')
    expect(path('article', 'dsnps-101', 'es-mx')).toBe('/es/recursos/dsnps-101/')
    expect(path('plan_location', 'miami-dade', 'en-us')).toBe('/find-a-plan/miami-dade/')
    expect(path('plan_location', 'miami-dade', 'es-mx')).toBe(
      '/es/encontrar-un-plan/miami-dade-es/',
    )
    expect(path('plan', 'ceiba-core-hmo', 'es-mx')).toBe('/es/inscribirse/ceiba-core-hmo/')
    expect(path('marketing_landing_page', 'extra-help', 'en-us')).toBe('/lp/extra-help/')
    expect(path('marketing_landing_page', 'extra-help', 'es-mx')).toBe('/es/lp/extra-help/')
  })

  it('has no path for reference documents, singletons and unknown languages (not routable)', () => {
    expect(documentPath({ type: 'page', uid: '_page', lang: 'en-us' }, map)).toBeNull()
    expect(documentPath({ type: 'article', uid: '_article-es', lang: 'es-mx' }, map)).toBeNull()
    expect(documentPath({ type: 'settings', uid: null, lang: 'en-us' }, map)).toBeNull()
    expect(documentPath({ type: 'article', uid: 'x', lang: 'fr-fr' }, map)).toBeNull()
  })

  it('declares a Prismic route for each routable type and language', () => {
    expect(prismicRoutes).toContainEqual({
      type: 'plan_location',
      lang: 'es-mx',
      path: '/es/encontrar-un-plan/:uid-es/',
    })
    expect(new Set(prismicRoutes.map((route) => route.type))).toEqual(
      new Set(['page', 'article', 'plan_location', 'plan', 'marketing_landing_page']),
    )
  })
})
