import { describe, expect, it } from 'vitest'
import { readJsonTree, type ContentDoc } from '../support/content-validator'
import { isIndexable, sitemapEntries, sitemapXml, w3cDate } from '../../src/content/sitemap.server'

/** /sitemap.xml: every indexable page in both languages, with hreflang alternates and lastmod. */
const ROUTABLE = new Set(['page', 'article', 'plan_location', 'plan', 'marketing_landing_page'])
const docs = readJsonTree<ContentDoc>('content').filter(
  (doc) => !doc.file.includes('_drafts') && ROUTABLE.has(doc.type),
)
const SITE = 'https://www.ceibahealth.example'
const entries = sitemapEntries(docs as unknown as Parameters<typeof sitemapEntries>[0], SITE)
const byLoc = new Map(entries.map((entry) => [entry.loc, entry]))

describe('the sitemap', () => {
  it('lists content pages in both languages with their twins as hreflang alternates', () => {
    const about = byLoc.get(`${SITE}/about-us/`)
    expect(about?.alternates).toEqual([
      { hreflang: 'en', href: `${SITE}/about-us/` },
      { hreflang: 'es', href: `${SITE}/es/sobre-nosotros/` },
      { hreflang: 'x-default', href: `${SITE}/about-us/` },
    ])
    expect(byLoc.has(`${SITE}/es/documentos-plan/formularios-para-miembros/`)).toBe(true)
    expect(byLoc.has(`${SITE}/`)).toBe(true)
    expect(byLoc.has(`${SITE}/es/`)).toBe(true)
  })

  it('takes lastmod from the document’s last publication date', () => {
    const doc = docs.find(
      (candidate) => candidate.uid === 'about-us' && candidate.lang === 'en-us',
    ) as unknown as { last_publication_date: string }
    expect(byLoc.get(`${SITE}/about-us/`)?.lastmod).toBe(w3cDate(doc.last_publication_date))
    expect(w3cDate('2025-10-01T14:00:00+0000')).toBe('2025-10-01T14:00:00+00:00')
  })

  it('leaves out templates, confirmations, errors, thank-you pages, the application, landing pages and pages tagged noindex', () => {
    const paths = entries.map((entry) => new URL(entry.loc).pathname)
    for (const path of [
      '/enroll-2026/',
      '/es/inscribirse-2025/',
      '/lp/annual-enrollment-2026/',
      '/enroll/confirmation/',
      '/enroll-2026/error/',
      '/es/inscribirse/confirmacion/',
      '/call-scheduled/',
      '/call-scheduled-error/',
      '/thank-you/',
      '/es/gracias/',
      '/new-homepage/',
    ]) {
      expect(paths, path).not.toContain(path)
    }
    expect(paths.some((path) => path.includes('/_'))).toBe(false)
    expect(isIndexable({ tags: ['noindex'] } as never, '/x/')).toBe(false)
    expect(isIndexable({ tags: [] } as never, null)).toBe(false)
  })

  it('lists each address once and writes valid sitemap XML', () => {
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length)
    const xml = sitemapXml(entries.slice(0, 2))
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es"')
  })
})
