import { describe, expect, it } from 'vitest'
import { internalToPublic, publicToInternal } from './rewrite'

describe('the URL rewrite: one route tree, two languages', () => {
  it('puts English pages under /en and translates Spanish table paths to the English route', () => {
    expect(publicToInternal('/')).toBe('/en/')
    expect(publicToInternal('/find-a-plan/')).toBe('/en/find-a-plan/')
    expect(publicToInternal('/es/')).toBe('/es/')
    expect(publicToInternal('/es/encontrar-un-plan/')).toBe('/es/find-a-plan/')
    expect(publicToInternal('/es/encontrar-un-plan/miami-dade-county-fl-es/')).toBe(
      '/es/find-a-plan/miami-dade-county-fl/',
    )
    expect(publicToInternal('/es/inscribirse-2026/confirmacion/')).toBe(
      '/es/enroll-2026/confirmation/',
    )
    expect(publicToInternal('/es/documentos-plan/2025-lista-referidos/')).toBe(
      '/es/plan-documents/2025-referral-list/',
    )
    expect(publicToInternal('/es/recursos/nuevo-en-medicare/')).toBe(
      '/es/resources/nuevo-en-medicare/',
    )
  })

  it('keeps content pages under their own path in their language', () => {
    expect(publicToInternal('/about-us/')).toBe('/en/about-us/')
    expect(publicToInternal('/es/sobre-nosotros/')).toBe('/es/sobre-nosotros/')
    expect(internalToPublic('/es/sobre-nosotros/')).toBe('/es/sobre-nosotros/')
    expect(internalToPublic('/en/food-and-home/where-to-shop/')).toBe(
      '/food-and-home/where-to-shop/',
    )
  })

  it('writes the public path back for every route, both ways', () => {
    for (const path of [
      '/',
      '/es/',
      '/enroll/ceiba-core-hmo-miami-2026/',
      '/es/inscribirse/ceiba-core-hmo-miami-2026/',
      '/es/encontrar-un-plan/orleans-parish-la-es/',
      '/es/documentos-plan/detalles-beneficio-y-cobertura/ceiba-core-hmo-miami-2026-es/',
      '/es/alimentos-y-vivienda/donde-comprar/',
      '/es/gracias/',
      '/es/lp/inscripcion-anual-2026/',
    ]) {
      expect(internalToPublic(publicToInternal(path)), path).toBe(path)
    }
  })

  it('sends English route paths under /es and English-only tools in Spanish nowhere', () => {
    expect(publicToInternal('/es/find-a-plan/')).toBe('/es/_/find-a-plan/')
    expect(publicToInternal('/es/style-guide/')).toBe('/es/_/style-guide/')
    expect(internalToPublic('/es/_/style-guide/')).toBe('/es/style-guide/')
  })

  it('leaves files, the API and server functions alone', () => {
    for (const path of [
      '/api/plans',
      '/_serverFn/abc',
      '/_prismic/api/v2',
      '/documents/criteria/gsc_2026-en.pdf',
      '/app-data.json',
      '/favicon.svg',
      '/preview/exit/',
    ]) {
      expect(publicToInternal(path)).toBe(path)
      expect(internalToPublic(path)).toBe(path)
    }
  })
})
