import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  buildPagePathMap,
  documentPath,
  isReferenceUid,
  type PagePathMap,
} from '../../src/content/routes'
import {
  linksIn,
  readJsonTree,
  spanProblems,
  webTarget,
  type ContentDoc,
  type FoundLink,
} from '../support/content-validator'

/**
 * Links in content (decisions 0009 and 0019): a link to one of the site's pages is a Document link,
 * which the route resolver turns into the page's current path; a file or image of content is in the
 * embedded repository's media library (content/_media/), linked by a Media link or an Image field
 * with the fields Prismic returns. Web links are for other sites only: a file the site builds from
 * its data (criteria PDFs, plan documents, yearly lists) is listed by a slice fed by that data
 * (CriteriaDocuments) or reached through its page, never linked by address.
 */

const published = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))
const drafts = readJsonTree<ContentDoc>('content/_drafts')
/** What the preview ref serves: published documents with drafts laid over them by id. */
const preview = [
  ...published.filter((doc) => !drafts.some((draft) => draft.id === doc.id)),
  ...drafts,
]

type Repository = { docs: ContentDoc[]; byId: Map<string, ContentDoc>; map: PagePathMap }
const repository = (docs: ContentDoc[]): Repository => ({
  docs,
  byId: new Map(docs.map((doc) => [doc.id, doc])),
  map: buildPagePathMap(docs as Array<ContentDoc & { data: { path?: unknown } }>),
})

const at = ({ doc, where }: FoundLink) => `${doc.file} ${where}`

/** Web links to the site's own pages (they belong in Document links) or files (Media links). */
function webLinksToPages(docs: ContentDoc[]): string[] {
  return docs.flatMap(linksIn).flatMap((found) => {
    const { link } = found
    if (link.link_type !== 'Web') return []
    if (typeof link.url !== 'string') return [`${at(found)}: a Web link without a url`]
    const target = webTarget(link.url)
    if (target.kind === 'page')
      return [`${at(found)}: Web link to the site page ${link.url}; use a Document link`]
    if (target.kind === 'file' && target.path.startsWith('/documents/criteria/')) {
      return [
        `${at(found)}: Web link to the criteria PDF ${link.url}; the CriteriaDocuments slice lists them from the formulary data`,
      ]
    }
    if (target.kind === 'file') {
      return [
        `${at(found)}: Web link to the file ${link.url}; upload it to the media library and use a Media link`,
      ]
    }
    return []
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
      problems.push(
        `${where}: link says ${stated.join('/')} but ${link.id} is ${actual.join('/')} (refresh the link)`,
      )
    }
    if (link.isBroken === true) problems.push(`${where}: isBroken is true`)
    if (
      target.type === 'page' &&
      !isReferenceUid(target.uid) &&
      !(target.uid! in (repo.map[target.lang as 'en-us'] ?? {}))
    ) {
      problems.push(
        `${where}: page ${target.lang}/${target.uid} has no path, so it is not in the path map`,
      )
    } else if (documentPath(target, repo.map) === null) {
      problems.push(`${where}: ${target.type} ${target.lang}/${target.uid} is not routable (a 404)`)
    }
    if (
      target.lang !== doc.lang &&
      target.alternate_languages.some((alt) => alt.lang === doc.lang)
    ) {
      const twin = target.alternate_languages.find((alt) => alt.lang === doc.lang)
      problems.push(
        `${where}: links the ${target.lang} page ${target.uid} from ${doc.lang} content; link its twin ${twin?.uid}`,
      )
    }
    return problems
  })
}

/** The embedded repository's media library: file name (`<asset id>_<name>`) -> size in bytes. */
const MEDIA = 'content/_media'
const mediaFiles = new Map(
  readdirSync(MEDIA).map((file) => [file, statSync(join(MEDIA, file)).size]),
)
const MEDIA_URL = /^\/_prismic\/media\/(([A-Za-z0-9_-]{16})_(.+))$/

/** Whether the media library serves a file of this site (the only files content may link). */
function fileExists(path: string): boolean {
  const media = MEDIA_URL.exec(path)
  return media !== null && mediaFiles.has(decodeURIComponent(media[1]!))
}

type MediaValue = {
  id?: unknown
  url?: unknown
  name?: unknown
  kind?: unknown
  size?: unknown
  width?: unknown
  height?: unknown
}

/** Media links and Image fields that do not match their file in the media library. */
function mediaProblems(docs: ContentDoc[]): string[] {
  const problems: string[] = []
  const check = (
    value: MediaValue,
    where: string,
    image: { width: number; height: number } | null,
  ) => {
    const media = typeof value.url === 'string' ? MEDIA_URL.exec(value.url) : null
    if (!media)
      return problems.push(
        `${where}: ${String(value.url)} is not in the media library (/_prismic/media/<id>_<name>)`,
      )
    const [, file, id, name] = media as unknown as [string, string, string, string]
    const size = mediaFiles.get(file)
    if (size === undefined) return problems.push(`${where}: no file ${file} in ${MEDIA}`)
    if (value.id !== id)
      problems.push(`${where}: id ${String(value.id)} is not the asset's id ${id}`)
    const kind = /\.(svg|png|jpe?g|gif|webp)$/i.test(name) ? 'image' : 'document'
    if (image) {
      const svg = readFileSync(join(MEDIA, file), 'utf8').slice(0, 400)
      const [width, height] = [/width="(\d+)"/.exec(svg)?.[1], /height="(\d+)"/.exec(svg)?.[1]].map(
        Number,
      )
      if (image.width !== width || image.height !== height)
        problems.push(
          `${where}: dimensions ${image.width}x${image.height}, the file is ${width}x${height}`,
        )
      return
    }
    if (value.name !== name)
      problems.push(`${where}: name ${String(value.name)}, the file is ${name}`)
    if (value.kind !== kind)
      problems.push(`${where}: kind ${String(value.kind)}, the file is a ${kind}`)
    if (value.size !== String(size))
      problems.push(
        `${where}: size ${String(value.size)}, the file has ${size} bytes (refresh the link)`,
      )
  }
  for (const found of docs.flatMap(linksIn)) {
    if (found.link.link_type === 'Media') check(found.link as MediaValue, at(found), null)
  }
  const visit = (value: unknown, doc: ContentDoc, where: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, doc, `${where}[${i}]`))
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (
      typeof record.url === 'string' &&
      typeof record.dimensions === 'object' &&
      record.dimensions &&
      'alt' in record
    ) {
      check(
        record as MediaValue,
        `${doc.file} ${where}`,
        record.dimensions as { width: number; height: number },
      )
      if (typeof record.alt !== 'string' && record.alt !== null)
        problems.push(`${doc.file} ${where}: alt must be text or null`)
      return
    }
    for (const [key, inner] of Object.entries(record)) visit(inner, doc, `${where}.${key}`)
  }
  docs.forEach((doc) => visit(doc.data, doc, 'data'))
  return problems
}

/** Links and images to files of this site that nothing serves. */
function missingFiles(docs: ContentDoc[]): string[] {
  const links = docs.flatMap(linksIn).flatMap((found) => {
    const url = found.link.url
    if (
      (found.link.link_type !== 'Web' && found.link.link_type !== 'Media') ||
      typeof url !== 'string'
    )
      return []
    const target = webTarget(url)
    return target.kind === 'file' && !fileExists(target.path)
      ? [`${target.path} (${at(found)})`]
      : []
  })
  const images: string[] = []
  const visit = (value: unknown, doc: ContentDoc) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, doc))
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (
      typeof record.url === 'string' &&
      typeof record.dimensions === 'object' &&
      'alt' in record
    ) {
      const target = webTarget(record.url)
      if (target.kind === 'file' && !fileExists(target.path))
        images.push(`${target.path} (${doc.file}, image)`)
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
  it('never link to one of the site’s own pages or files with a Web link', () => {
    expect(webLinksToPages(docs)).toEqual([])
  })

  it('link files and show images from the media library, with the fields Prismic returns', () => {
    expect(mediaProblems(docs)).toEqual([])
  })

  it('reach, through every Document link, a published routable document that matches the link', () => {
    expect(brokenDocumentLinks(docs, repo)).toEqual([])
  })

  it('only link files the media library serves', () => {
    const missing = missingFiles(docs).map((line) => line.split(' ')[0]!)
    expect([...new Set(missing)].filter((path) => !KNOWN_MISSING.includes(path))).toEqual([])
  })

  it('keep rich text hyperlinks inside their text', () => {
    expect(docs.flatMap(spanProblems)).toEqual([])
  })
})

describe('content links', () => {
  it('still miss exactly the files listed as known missing', () => {
    const missing = new Set(
      missingFiles([...published, ...drafts]).map((line) => line.split(' ')[0]!),
    )
    expect([...missing].sort()).toEqual([...KNOWN_MISSING].sort())
  })

  it('link pages through Document links in practice (the route resolver runs on real content)', () => {
    const documentLinks = published
      .flatMap(linksIn)
      .filter((found) => found.link.link_type === 'Document')
    expect(documentLinks.length).toBeGreaterThan(100)
    for (const path of [
      '/csnp-eligibility/',
      '/es/csnp-elegibilidad/',
      '/dual-eligibility/',
      '/es/dual-elegibilidad/',
      '/ceiba-dollars/',
      '/es/ceiba-dollars-es/',
    ]) {
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
  const home = published.find(
    (doc) => doc.type === 'page' && doc.uid === 'home' && doc.lang === 'en-us',
  )!
  const repo = repository(published)
  const withLink = (link: Record<string, unknown>): ContentDoc => ({
    ...home,
    data: { slices: [{ primary: { primary_link: link } }] },
  })
  const findAPlanEs = published.find((doc) => doc.uid === 'encontrar-un-plan')!
  const asLink = (doc: ContentDoc) => ({
    link_type: 'Document',
    id: doc.id,
    type: doc.type,
    uid: doc.uid,
    lang: doc.lang,
    tags: [],
    isBroken: false,
  })

  it('tells site pages from files and other sites', () => {
    expect(webTarget('/find-a-plan/')).toEqual({ kind: 'page', path: '/find-a-plan/' })
    expect(webTarget('/search-formulary/?q=insulin')).toEqual({
      kind: 'page',
      path: '/search-formulary/?q=insulin',
    })
    expect(webTarget('https://www.ceibahealth.example/about-us/')).toEqual({
      kind: 'page',
      path: '/about-us/',
    })
    expect(webTarget('https://www.ceibahealth.example')).toEqual({ kind: 'page', path: '/' })
    expect(webTarget('/documents/accreditation-notice.pdf')).toEqual({
      kind: 'file',
      path: '/documents/accreditation-notice.pdf',
    })
    expect(webTarget('https://www.ceibahealth.example/images/content/family.svg')).toEqual({
      kind: 'file',
      path: '/images/content/family.svg',
    })
    for (const url of [
      'https://members.ceibahealth.example/login',
      'https://www.youtube.com/watch?v=x',
      'mailto:a@b.example',
      'tel:18005550123',
    ]) {
      expect(webTarget(url), url).toEqual({ kind: 'external' })
    }
  })

  it('rejects Web links to site pages and keeps the others', () => {
    expect(webLinksToPages([withLink({ link_type: 'Web', url: '/find-a-plan/' })])).toHaveLength(1)
    expect(
      webLinksToPages([withLink({ link_type: 'Web', url: 'https://www.ceibahealth.example/es/' })]),
    ).toHaveLength(1)
    expect(
      webLinksToPages([
        withLink({ link_type: 'Web', url: '/documents/ceiba-code-of-conduct.pdf' }),
      ]).join(),
    ).toMatch(/use a Media link/)
    expect(
      webLinksToPages([
        withLink({
          link_type: 'Web',
          url: 'https://www.ceibahealth.example/images/content/family.svg',
        }),
      ]),
    ).toHaveLength(1)
    expect(
      webLinksToPages([
        withLink({ link_type: 'Web', url: '/documents/criteria/gsc_2026-en.pdf' }),
      ]).join(),
    ).toMatch(/CriteriaDocuments slice/)
    expect(
      webLinksToPages([
        withLink({
          link_type: 'Web',
          url: 'https://www.ceibahealth.example/documents/criteria/gsc_2026-es.pdf',
        }),
      ]),
    ).toHaveLength(1)
    expect(
      webLinksToPages([
        withLink({ link_type: 'Web', url: '/plan-documents/files/2026-referral-list-en.pdf' }),
      ]).join(),
    ).toMatch(/use a Media link/)
    expect(
      webLinksToPages([
        withLink({
          link_type: 'Web',
          url: '/documents/plans/2026/ceiba-core-hmo-miami-2026/summary-of-benefits-en.pdf',
        }),
      ]).join(),
    ).toMatch(/Media link/)
    expect(
      webLinksToPages([
        withLink({ link_type: 'Web', url: 'https://careers.ceibahealth.example/' }),
      ]),
    ).toEqual([])
  })

  it('checks Media links and Image fields against the media library', () => {
    const [file, size] = [...mediaFiles].find(([name]) =>
      name.endsWith('_ceiba-code-of-conduct.pdf'),
    )!
    const id = file.slice(0, 16)
    const media = {
      link_type: 'Media',
      id,
      name: file.slice(17),
      kind: 'document',
      url: `/_prismic/media/${file}`,
      size: String(size),
    }
    expect(mediaProblems([withLink(media)])).toEqual([])
    expect(mediaProblems([withLink({ ...media, size: '1' })]).join()).toMatch(/refresh the link/)
    expect(
      mediaProblems([
        withLink({ ...media, url: '/_prismic/media/AAAAAAAAAAAAAAAA_gone.pdf' }),
      ]).join(),
    ).toMatch(/no file/)
    expect(
      mediaProblems([withLink({ ...media, url: '/documents/ceiba-code-of-conduct.pdf' })]).join(),
    ).toMatch(/not in the media library/)
    const [svg] = [...mediaFiles.keys()].filter((name) => name.endsWith('_family.svg'))
    const image = {
      id: svg!.slice(0, 16),
      url: `/_prismic/media/${svg}`,
      dimensions: { width: 1200, height: 800 },
      alt: 'A family',
      copyright: null,
      edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
    }
    const withImage = (value: unknown): ContentDoc => ({
      ...home,
      data: { slices: [{ primary: { image: value } }] },
    })
    expect(mediaProblems([withImage(image)])).toEqual([])
    expect(
      mediaProblems([withImage({ ...image, dimensions: { width: 10, height: 10 } })]).join(),
    ).toMatch(/dimensions/)
  })

  it('rejects Document links to missing, mismatched, unroutable or other-language documents', () => {
    const findAPlan = published.find((doc) => doc.uid === 'find-a-plan')!
    const reference = published.find((doc) => doc.uid === '_page')!
    expect(brokenDocumentLinks([withLink(asLink(findAPlan))], repo)).toEqual([])
    expect(
      brokenDocumentLinks([withLink({ ...asLink(findAPlan), id: 'nope' })], repo).join(),
    ).toMatch(/no published document/)
    expect(
      brokenDocumentLinks([withLink({ ...asLink(findAPlan), uid: 'old-uid' })], repo).join(),
    ).toMatch(/refresh the link/)
    expect(brokenDocumentLinks([withLink(asLink(reference))], repo).join()).toMatch(/not routable/)
    expect(brokenDocumentLinks([withLink(asLink(findAPlanEs))], repo).join()).toMatch(
      /link its twin find-a-plan/,
    )
    const providers = published.find((doc) => doc.uid === 'providers' && doc.lang === 'en-us')!
    const spanish = { ...withLink(asLink(providers)), lang: 'es-mx' }
    expect(
      brokenDocumentLinks([spanish], repo),
      'an English-only page may be linked from Spanish',
    ).toEqual([])
  })

  it('finds files nothing serves', () => {
    expect(
      missingFiles([withLink({ link_type: 'Web', url: '/documents/nothing-here.pdf' })]),
    ).toHaveLength(1)
    expect(
      missingFiles([withLink({ link_type: 'Web', url: '/documents/accreditation-notice.pdf' })]),
    ).toHaveLength(1)
    expect(
      missingFiles([withLink({ link_type: 'Web', url: '/documents/criteria/gsc_2026-es.pdf' })]),
      'generated, not in the media library',
    ).toHaveLength(1)
    const [file] = [...mediaFiles.keys()].filter((name) =>
      name.endsWith('_ceiba-code-of-conduct.pdf'),
    )
    expect(
      missingFiles([withLink({ link_type: 'Media', url: `/_prismic/media/${file}` })]),
    ).toEqual([])
  })
})
