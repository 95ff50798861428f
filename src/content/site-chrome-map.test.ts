import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readJsonTree } from '../../tests/support/content-validator'
import { withSitePaths } from './documents.server'
import { buildPagePathMap } from './routes'
import { chromeFromDocuments } from './site-chrome-map'

// The documents as the site reads them: Document links resolved through the page path map.
const pathMap = buildPagePathMap(
  readJsonTree<{ type: string; uid: string | null; lang: string; data: { path?: unknown } }>(
    'content/page',
  ),
)
const data = (type: string, lang: string) =>
  withSitePaths(
    JSON.parse(readFileSync(`content/${type}/${lang}/${type}.json`, 'utf8')).data as Record<
      string,
      unknown
    >,
    pathMap,
  )

const catalogue = (year: string) =>
  JSON.parse(readFileSync(`db/seed/plans/catalogue-${year}.json`, 'utf8')) as Array<{
    planType: string
  }>

const docs = (lang: string) => ({
  navigation: data('navigation', lang),
  footer: data('footer', lang),
  settings: data('settings', lang),
})

describe('site chrome from the navigation, footer and settings documents', () => {
  it('gives the navigation links of each language', () => {
    expect(chromeFromDocuments(docs('en-us'), 'production', '2026-11-01').nav[0]).toEqual({
      label: 'Find a plan',
      href: '/find-a-plan/',
    })
    expect(chromeFromDocuments(docs('es-mx'), 'production', '2026-11-01').nav[0]).toEqual({
      label: 'Encontrar un plan',
      href: '/es/encontrar-un-plan/',
    })
  })

  it('keeps every footer group of spec 2.5 with its links', () => {
    const { footer } = chromeFromDocuments(docs('en-us'), 'production', '2026-11-01')
    expect(footer.groups.map((group) => group.id)).toEqual([
      'plans_and_help',
      'audiences',
      'company',
      'legal',
    ])
    const hrefs = footer.groups.flatMap((group) => group.links.map((link) => link.href))
    for (const path of [
      '/prescription-drugs/',
      '/developers/',
      '/contact-us/',
      '/disclaimers/',
      '/compliance/',
    ]) {
      expect(hrefs).toContain(path)
    }
    expect(footer.disclaimer[0]).toMatch(/Medicare contract/)
  })

  it('names every plan type the catalogue offers in the settings disclaimer, in both languages', () => {
    const types = new Set(
      ['2025', '2026'].flatMap((year) => catalogue(year).map((plan) => plan.planType)),
    )
    expect([...types].sort()).toEqual(['C-SNP', 'D-SNP', 'HMO', 'PPO'])
    for (const lang of ['en-us', 'es-mx'] as const) {
      const [statement] = chromeFromDocuments(docs(lang), 'production', '2026-11-01').footer
        .disclaimer
      for (const type of types) expect(statement, `${lang} names ${type}`).toContain(type)
    }
  })

  it('chooses the accreditation notice address by environment', () => {
    const hrefs = (env: 'production' | 'staging') =>
      chromeFromDocuments(docs('en-us'), env, '2026-11-01').footer.groups.flatMap((group) =>
        group.links.map((link) => link.href),
      )
    const notice = (hrefs: string[], name: string) =>
      hrefs.some((href) => href.endsWith(`_${name}`))
    expect(notice(hrefs('production'), 'accreditation-notice.pdf')).toBe(true)
    expect(notice(hrefs('production'), 'accreditation-notice-staging.pdf')).toBe(false)
    expect(notice(hrefs('staging'), 'accreditation-notice-staging.pdf')).toBe(true)
    expect(notice(hrefs('staging'), 'accreditation-notice.pdf')).toBe(false)
  })

  it('reads the phone numbers, hours and material ID from settings, and tolerates missing documents', () => {
    const { settings } = chromeFromDocuments(docs('es-mx'), 'production', '2026-11-01')
    expect(settings.phone).toBe('1-800-555-0123')
    expect(settings.tty).toBe('711')
    expect(settings.hours?.weekdaysAndSeason).toMatch(
      /^De 8 a\. m\. .*del 1 de octubre al 31 de marzo$/,
    )
    expect(settings.hours?.weekdaysSaturday).toMatch(/sábados$/)
    expect(settings.hours?.everyDay).toMatch(/los 7 días de la semana$/)
    expect(chromeFromDocuments({}, 'production', '2026-11-01')).toEqual({
      today: '2026-11-01',
      nav: [],
      footer: { groups: [], disclaimer: [] },
      settings: expect.objectContaining({ phone: undefined }),
    })
  })
})
