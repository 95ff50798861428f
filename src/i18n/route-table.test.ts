import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hrefFor, matchRoute, pathFor, ROUTES, twinFromTable, type RouteId } from './route-table'
import { resolveTwin } from './twin'
import { alternateLinks, canonicalUrl } from '~/ui/seo-links'

describe('route table', () => {
  it('pairs the functional pages of spec 2.3', () => {
    expect(twinFromTable('/find-a-plan/', 'es')).toBe('/es/encontrar-un-plan/')
    expect(twinFromTable('/es/encontrar-un-plan/', 'en')).toBe('/find-a-plan/')
    expect(twinFromTable('/food-and-home/where-to-shop/', 'es')).toBe(
      '/es/alimentos-y-vivienda/donde-comprar/',
    )
    expect(twinFromTable('/request-call/', 'es')).toBe('/es/solicitud-de-llamada/')
    expect(twinFromTable('/es/gracias/', 'en')).toBe('/thank-you/')
  })

  it('maps parameters, including the Spanish -es slug suffix', () => {
    expect(twinFromTable('/find-a-plan/miami-dade-fl/', 'es')).toBe(
      '/es/encontrar-un-plan/miami-dade-fl-es/',
    )
    expect(twinFromTable('/es/encontrar-un-plan/miami-dade-fl-es/', 'en')).toBe(
      '/find-a-plan/miami-dade-fl/',
    )
    expect(twinFromTable('/enroll/ceiba-core-hmo-2026/', 'es')).toBe(
      '/es/inscribirse/ceiba-core-hmo-2026/',
    )
    expect(twinFromTable('/plan-documents/2025-referral-list/', 'es')).toBe(
      '/es/documentos-plan/2025-lista-referidos/',
    )
    expect(twinFromTable('/es/documentos-plan/2026-dme-listas/', 'en')).toBe(
      '/plan-documents/2026-dme-lists/',
    )
  })

  it('uses the enrollment result tokens of the issue', () => {
    expect(twinFromTable('/enroll-2026/confirmation/', 'es')).toBe(
      '/es/inscribirse-2026/confirmacion/',
    )
    expect(twinFromTable('/es/inscribirse-2025/error/', 'en')).toBe('/enroll-2025/error/')
    expect(twinFromTable('/enroll/confirmation/', 'es')).toBe('/es/inscribirse/confirmacion/')
    expect(matchRoute('/enroll/confirmation/')?.id).toBe('enrollConfirmation')
    expect(matchRoute('/enroll/ceiba-core-hmo/')?.id).toBe('planEnroll')
  })

  it('accepts paths without the trailing slash and rejects unknown ones', () => {
    expect(twinFromTable('/search-drugs', 'es')).toBe('/es/buscar-medicamentos/')
    expect(twinFromTable('/nothing-here/', 'es')).toBeNull()
  })

  it('returns null for pages with no Spanish twin, and hrefFor falls back to home', () => {
    expect(twinFromTable('/style-guide/', 'es')).toBeNull()
    expect(pathFor('styleGuide', 'es')).toBeNull()
    expect(hrefFor('styleGuide', 'es')).toBe('/es/')
    expect(() => pathFor('planEnroll', 'en')).toThrow(/slug/)
  })

  it('has a well-formed path for every entry', () => {
    for (const [id, pair] of Object.entries(ROUTES)) {
      expect(pair.en, id).toMatch(/^\/([^?#]*\/)?$/)
      if (pair.es) expect(pair.es, id).toMatch(/^\/es\//)
    }
  })

  it('prefers a twin given by the page (content documents) over the table', () => {
    expect(resolveTwin('/about-us/', 'es', '/es/sobre-nosotros-nuevo/')).toBe(
      '/es/sobre-nosotros-nuevo/',
    )
    expect(resolveTwin('/find-a-plan/', 'es', null)).toBeNull()
    expect(resolveTwin('/find-a-plan/', 'es', undefined)).toBe('/es/encontrar-un-plan/')
  })
})

describe('canonical and hreflang', () => {
  const site = 'https://www.ceibahealth.example'
  it('drops the query string from the canonical URL', () => {
    expect(canonicalUrl(site, '/find-a-plan/')).toBe(`${site}/find-a-plan/`)
  })

  it('lists en, es and x-default alternates', () => {
    expect(alternateLinks(site, 'es', '/es/encontrar-un-plan/', '/find-a-plan/')).toEqual([
      { hrefLang: 'es', href: `${site}/es/encontrar-un-plan/` },
      { hrefLang: 'en', href: `${site}/find-a-plan/` },
      { hrefLang: 'x-default', href: `${site}/find-a-plan/` },
    ])
    expect(alternateLinks(site, 'en', '/style-guide/', null)).toEqual([
      { hrefLang: 'en', href: `${site}/style-guide/` },
      { hrefLang: 'x-default', href: `${site}/style-guide/` },
    ])
  })
})

describe('the route table and the route tree are one map', () => {
  // The page routes of the generated tree (src/routes/$lang/…), in the table's pattern syntax.
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = tree.slice(
    tree.indexOf('export interface FileRoutesByFullPath'),
    tree.indexOf('export interface FileRoutesByTo'),
  )
  const routePaths = [...block.matchAll(/'\/\$lang(\/[^']*)'/g)]
    .map((found) =>
      (found[1] as string).replace(/\{\$year\}/g, '{year}').replace(/\$[a-z]+/gi, '{slug}'),
    )
    .map((path) => (path.endsWith('/') ? path : `${path}/`))
    .filter((path) => path !== '/$/') // the content catch-all ($lang/$.tsx)
  const tablePaths = Object.values(ROUTES).map((pair) => pair.en)
  const contentPages = (Object.keys(ROUTES) as RouteId[]).filter(
    (id) => !routePaths.includes(ROUTES[id].en),
  )

  it('gives every page route file a table entry with its Spanish path', () => {
    expect(routePaths.length).toBeGreaterThan(20)
    for (const path of routePaths) expect(tablePaths, path).toContain(path)
  })

  it('serves every other table entry from a page document at its path in each language', () => {
    const paths = (code: string) =>
      readdirSync(`content/page/${code}`).map((name) =>
        String(JSON.parse(readFileSync(`content/page/${code}/${name}`, 'utf8')).data.path),
      )
    const documents = { en: paths('en-us'), es: paths('es-mx') }
    expect(contentPages).toEqual(
      expect.arrayContaining(['callScheduled', 'csnpEligibility', 'emailThankYou']),
    )
    for (const id of contentPages) {
      for (const lang of ['en', 'es'] as const) {
        const path = pathFor(id, lang)
        if (path === null) continue
        const bare = (lang === 'es' ? path.slice(3) : path).replace(/^\/+|\/+$/g, '')
        expect(documents[lang], `${id} (${lang}) ${path}`).toContain(bare)
      }
    }
  })
})
