import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORMULARIES } from '../../db/seed/formulary-rules'
import { buildPagePathMap, documentPath, isReferenceUid, type PagePathMap } from '../../src/content/routes'
import {
  linksIn,
  readJsonTree,
  spanProblems,
  webTarget,
  type ContentDoc,
  type FoundLink,
} from '../support/content-validator'

/**
 * Links in content (decision 0009): a link to one of the site's pages is a Document link, which the
 * route resolver turns into the page's current path; only other sites and files stay Web links.
 */

const published = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))
const drafts = readJsonTree<ContentDoc>('content/_drafts')
/** What the preview ref serves: published documents with drafts laid over them by id. */
const preview = [...published.filter((doc) => !drafts.some((draft) => draft.id === doc.id)), ...drafts]

type Repository = { docs: ContentDoc[]; byId: Map<string, ContentDoc>; map: PagePathMap }
const repository = (docs: ContentDoc[]): Repository => ({
  docs,
  byId: new Map(docs.map((doc) => [doc.id, doc])),
  map: buildPagePathMap(docs as Array<ContentDoc & { data: { path?: unknown } }>),
})

const at = ({ doc, where }: FoundLink) => `${doc.file} ${where}`

/** Web links to the site's own pages (they belong in Document links). */
function webLinksToPages(docs: ContentDoc[]): string[] {
  return docs.flatMap(linksIn).flatMap((found) => {
    const { link } = found
    if (link.link_type !== 'Web') return []
    if (typeof link.url !== 'string') return [`${at(found)}: a Web link without a url`]
    const target = webTarget(link.url)
    return target.kind === 'page' ? [`${at(found)}: Web link to the site page ${link.url}; use a Document link`] : []
  })
}

/** Document links that do not reach a published, routable document matching them. */
function brokenDocumentLinks(docs: ContentDoc[], repo: Repository): string[] {
  return docs.flatMap(linksIn).flatMap((found) => {
    const { link, doc } = found
    if (link.link_type !== 'Document') return []
    const where = at(found)
    if (typeof link.id !== 'string') return [`${where}: a Document link needs the target's id`]
    const target = repo.byId.get(link.id)
    if (!target) return [`${where}: no published document with id ${link.id}`]
    const problems: string[] = []
    const stated = [link.type, link.uid, link.lang]
    const actual = [target.type, target.uid, target.lang]
    if (stated.join('|') !== actual.join('|')) {
      problems.push(`${where}: link says ${stated.join('/')} but ${link.id} is ${actual.join('/')} (refresh the link)`)
    }
    if (link.isBroken === true) problems.push(`${where}: isBroken is true`)
    if (target.type === 'page' && !isReferenceUid(target.uid) && !(target.uid! in (repo.map[target.lang as 'en-us'] ?? {}))) {
      problems.push(`${where}: page ${target.lang}/${target.uid} has no path, so it is not in the path map`)
    } else if (documentPath(target, repo.map) === null) {
      problems.push(`${where}: ${target.type} ${target.lang}/${target.uid} is not routable (a 404)`)
    }
    if (target.lang !== doc.lang && target.alternate_languages.some((alt) => alt.lang === doc.lang)) {
      const twin = target.alternate_languages.find((alt) => alt.lang === doc.lang)
      problems.push(`${where}: links the ${target.lang} page ${target.uid} from ${doc.lang} content; link its twin ${twin?.uid}`)
    }
    return problems
  })
}

// Files served by routes rather than public/: plan documents (src/routes/documents/plans/$.ts, URLs
// in the plan catalogue), formulary criteria (src/routes/documents/criteria/$file.ts) and the yearly
// lists and printed directories (src/routes/plan-documents/files/$file.ts, list-pdf.server.ts).
const planDocumentUrls = new Set(
  ['2025', '2026'].flatMap((year) =>
    (JSON.parse(readFileSync(`db/seed/plans/catalogue-${year}.json`, 'utf8')) as Array<{ documents: Array<{ url: string }> }>).flatMap(
      (plan) => plan.documents.map((document) => document.url),
    ),
  ),
)
const criteriaKeys = new Set(FORMULARIES.map((formulary) => formulary.key))
const LIST_FILE = /^\/plan-documents\/files\/(2025|2026)-(prior-authorization-list|referral-list|dme-list|diabetes-supplies-list)-(en|es)\.pdf$/
const DIRECTORY_FILE = /^\/plan-documents\/files\/(2025|2026)-provider-pharmacy-directory-[a-z]{2}-(en|es)\.pdf$/

function fileExists(path: string): boolean {
  if (existsSync(join('public', decodeURIComponent(path)))) return true
  if (planDocumentUrls.has(path)) return true
  const criteria = /^\/documents\/criteria\/([a-z0-9_]+)-(en|es)\.pdf$/.exec(path)
  if (criteria) return criteriaKeys.has(criteria[1]!)
  return LIST_FILE.test(path) || DIRECTORY_FILE.test(path)
}

/** Links and images to files of this site that nothing serves. */
function missingFiles(docs: ContentDoc[]): string[] {
  const links = docs.flatMap(linksIn).flatMap((found) => {
    const url = found.link.url
    if ((found.link.link_type !== 'Web' && found.link.link_type !== 'Media') || typeof url !== 'string') return []
    const target = webTarget(url)
    return target.kind === 'file' && !fileExists(target.path) ? [`${target.path} (${at(found)})`] : []
  })
  const images: string[] = []
  const visit = (value: unknown, doc: ContentDoc) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, doc))
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.url === 'string' && typeof record.dimensions === 'object' && 'alt' in record) {
      const target = webTarget(record.url)
      if (target.kind === 'file' && !fileExists(target.path)) images.push(`${target.path} (${doc.file}, image)`)
    }
    Object.values(record).forEach((inner) => visit(inner, doc))
  }
  docs.forEach((doc) => visit(doc.data, doc))
  return [...links, ...images]
}

/**
 * Files content links to that nothing serves yet: none today. Add a line only with the issue that
 * will publish the file; the test fails on a listed file that exists as well as on any new missing file.
 */
const KNOWN_MISSING: string[] = []

describe.each([
  ['published documents', published, repository(published)],
  ['drafts (under the preview ref)', drafts, repository(preview)],
] as const)('links in %s', (_name, docs, repo) => {
  it('never link to one of the site’s own pages with a Web link', () => {
    expect(webLinksToPages(docs)).toEqual([])
  })

  it('reach, through every Document link, a published routable document that matches the link', () => {
    expect(brokenDocumentLinks(docs, repo)).toEqual([])
  })

  it('only link files the site serves (public/ or a generated document route)', () => {
    const missing = missingFiles(docs).map((line) => line.split(' ')[0]!)
    expect([...new Set(missing)].filter((path) => !KNOWN_MISSING.includes(path))).toEqual([])
  })

  it('keep rich text hyperlinks inside their text', () => {
    expect(docs.flatMap(spanProblems)).toEqual([])
  })
})

describe('content links', () => {
  it('still miss exactly the files listed as known missing', () => {
    const missing = new Set(missingFiles([...published, ...drafts]).map((line) => line.split(' ')[0]!))
    expect([...missing].sort()).toEqual([...KNOWN_MISSING].sort())
  })

  it('link pages through Document links in practice (the route resolver runs on real content)', () => {
    const documentLinks = published.flatMap(linksIn).filter((found) => found.link.link_type === 'Document')
    expect(documentLinks.length).toBeGreaterThan(100)
    for (const path of ['/csnp-eligibility/', '/es/csnp-elegibilidad/', '/dual-eligibility/', '/es/dual-elegibilidad/', '/ceiba-dollars/', '/es/ceiba-dollars-es/']) {
      const repo = repository(published)
      const reached = documentLinks.some((found) => {
        const target = repo.byId.get(found.link.id as string)
        return target !== undefined && documentPath(target, repo.map) === path
      })
      expect(reached, `${path} is linked from content`).toBe(true)
    }
  })
})

describe('the link checker', () => {
  const home = published.find((doc) => doc.type === 'page' && doc.uid === 'home' && doc.lang === 'en-us')!
  const repo = repository(published)
  const withLink = (link: Record<string, unknown>): ContentDoc => ({ ...home, data: { slices: [{ primary: { primary_link: link } }] } })
  const findAPlanEs = published.find((doc) => doc.uid === 'encontrar-un-plan')!
  const asLink = (doc: ContentDoc) => ({ link_type: 'Document', id: doc.id, type: doc.type, uid: doc.uid, lang: doc.lang, tags: [], isBroken: false })

  it('tells site pages from files and other sites', () => {
    expect(webTarget('/find-a-plan/')).toEqual({ kind: 'page', path: '/find-a-plan/' })
    expect(webTarget('/search-formulary/?q=insulin')).toEqual({ kind: 'page', path: '/search-formulary/?q=insulin' })
    expect(webTarget('https://www.ceibahealth.example/about-us/')).toEqual({ kind: 'page', path: '/about-us/' })
    expect(webTarget('https://www.ceibahealth.example')).toEqual({ kind: 'page', path: '/' })
    expect(webTarget('/documents/accreditation-notice.pdf')).toEqual({ kind: 'file', path: '/documents/accreditation-notice.pdf' })
    expect(webTarget('https://www.ceibahealth.example/images/content/family.svg')).toEqual({ kind: 'file', path: '/images/content/family.svg' })
    for (const url of ['https://members.ceibahealth.example/login', 'https://www.youtube.com/watch?v=x', 'mailto:a@b.example', 'tel:18005550123']) {
      expect(webTarget(url), url).toEqual({ kind: 'external' })
    }
  })

  it('rejects Web links to site pages and keeps the others', () => {
    expect(webLinksToPages([withLink({ link_type: 'Web', url: '/find-a-plan/' })])).toHaveLength(1)
    expect(webLinksToPages([withLink({ link_type: 'Web', url: 'https://www.ceibahealth.example/es/' })])).toHaveLength(1)
    expect(webLinksToPages([withLink({ link_type: 'Web', url: '/documents/ceiba-code-of-conduct.pdf' })])).toEqual([])
    expect(webLinksToPages([withLink({ link_type: 'Web', url: 'https://careers.ceibahealth.example/' })])).toEqual([])
  })

  it('rejects Document links to missing, mismatched, unroutable or other-language documents', () => {
    const findAPlan = published.find((doc) => doc.uid === 'find-a-plan')!
    const reference = published.find((doc) => doc.uid === '_page')!
    expect(brokenDocumentLinks([withLink(asLink(findAPlan))], repo)).toEqual([])
    expect(brokenDocumentLinks([withLink({ ...asLink(findAPlan), id: 'nope' })], repo).join()).toMatch(/no published document/)
    expect(brokenDocumentLinks([withLink({ ...asLink(findAPlan), uid: 'old-uid' })], repo).join()).toMatch(/refresh the link/)
    expect(brokenDocumentLinks([withLink(asLink(reference))], repo).join()).toMatch(/not routable/)
    expect(brokenDocumentLinks([withLink(asLink(findAPlanEs))], repo).join()).toMatch(/link its twin find-a-plan/)
    const providers = published.find((doc) => doc.uid === 'providers' && doc.lang === 'en-us')!
    const spanish = { ...withLink(asLink(providers)), lang: 'es-mx' }
    expect(brokenDocumentLinks([spanish], repo), 'an English-only page may be linked from Spanish').toEqual([])
  })

  it('finds files nothing serves', () => {
    expect(missingFiles([withLink({ link_type: 'Web', url: '/documents/nothing-here.pdf' })])).toHaveLength(1)
    expect(missingFiles([withLink({ link_type: 'Web', url: '/documents/accreditation-notice.pdf' })])).toEqual([])
    expect(missingFiles([withLink({ link_type: 'Web', url: '/documents/criteria/gsc_2026-es.pdf' })])).toEqual([])
    expect(missingFiles([withLink({ link_type: 'Web', url: '/documents/criteria/abc_1999-es.pdf' })])).toHaveLength(1)
    expect(missingFiles([withLink({ link_type: 'Web', url: '/plan-documents/files/2026-referral-list-en.pdf' })])).toEqual([])
  })
})
