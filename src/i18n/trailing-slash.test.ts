import { describe, expect, it } from 'vitest'
import { needsTrailingSlash, trailingSlashRedirect } from './trailing-slash'

describe('trailing-slash rule (spec 2.1)', () => {
  it.each([
    '/find-a-plan',
    '/es',
    '/es/encontrar-un-plan',
    '/enroll-2026',
    '/a.b/c',
    '/lp/medicare-made-simple',
  ])('%s gets a slash', (path) => expect(needsTrailingSlash(path)).toBe(true))

  it.each([
    '/',
    '/find-a-plan/',
    '/404.html',
    '/page-data/index/page-data.json',
    '/sw.js',
    '/assets/index.js.map',
    '/robots.txt',
    '/sitemap.xml',
    '/documents/sb.pdf',
    '/DOCUMENT.PDF',
    '/api/zip/33101/counties',
    '/fhir/metadata',
    '/fhir/PractitionerRole/123',
    '/_serverFn/abc',
    '/assets/app.css',
    '/favicon.svg',
  ])('%s is left alone', (path) => expect(needsTrailingSlash(path)).toBe(false))

  it('keeps the query string in the redirect', () => {
    expect(trailingSlashRedirect(new URL('http://x/find-a-plan?zip=33101&view=snp'))).toBe(
      '/find-a-plan/?zip=33101&view=snp',
    )
    expect(trailingSlashRedirect(new URL('http://x/es'))).toBe('/es/')
    expect(trailingSlashRedirect(new URL('http://x/find-a-plan/?zip=1'))).toBeNull()
  })

  it('never redirects to another site (no protocol-relative target)', () => {
    for (const path of ['//evil.example', '///evil.example', '//evil.example/path']) {
      const target = trailingSlashRedirect(new URL(`http://x${path}`))
      expect(target).toMatch(/^\/[^/\\]/)
      expect(new URL(target!, 'https://site.example').origin).toBe('https://site.example')
    }
  })
})
