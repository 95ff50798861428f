import { describe, expect, it } from 'vitest'
import { sitemapOnce, sitemapSet, type SitemapEntry } from './sitemap.server'

const SITE = 'https://www.ceibahealth.example'
const entry = (
  loc: string,
  type: string | undefined,
  lastmod = '2026-01-01T00:00:00+00:00',
): SitemapEntry => ({ loc: `${SITE}${loc}`, lastmod, alternates: [], type })

describe('the sitemap, split past a size', () => {
  it('is one urlset up to the limit', () => {
    const set = sitemapSet([entry('/a/', 'page'), entry('/b/', 'plan')], SITE, 2)
    expect(set.root).toContain('<urlset')
    expect(set.files.size).toBe(0)
  })

  it('past it, an index naming one file per type with its newest lastmod; every URL in one file', () => {
    const entries = [
      entry('/a/', 'page'),
      entry('/b/', 'plan', '2026-03-01T00:00:00+00:00'),
      entry('/c/', 'plan'),
      entry('/d/', 'plan_location'),
      entry('/e/', undefined),
    ]
    const set = sitemapSet(entries, SITE, 3)
    expect(set.root).toContain('<sitemapindex')
    expect([...set.root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      ['page', 'pages', 'plan', 'plan-location'].map((name) => `${SITE}/sitemaps/${name}.xml`),
    )
    expect(set.root).toContain('<lastmod>2026-03-01T00:00:00+00:00</lastmod>')
    const locs = [...set.files.values()].flatMap((xml) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]),
    )
    expect(locs.sort()).toEqual(entries.map((item) => item.loc).sort())
  })
})

describe('built once per content version', () => {
  it('concurrent requests share one build; a new version builds again', async () => {
    let builds = 0
    const build = async () => ((builds += 1), { root: `v${builds}`, files: new Map() })
    const [a, b] = await Promise.all([sitemapOnce('v1', build), sitemapOnce('v1', build)])
    expect(a).toBe(b)
    expect(builds).toBe(1)
    expect((await sitemapOnce('v2', build)).root).toBe('v2')
    expect(builds).toBe(2)
  })
})
