import * as prismic from '@prismicio/client'
import { LOCALES, langFromCode } from '~/i18n/locales'
import { config } from '~/server/config.server'
import { contentClient } from './client.server'
import { contentVersion } from './content-version.server'
import { ROUTABLE_TYPES, buildPagePathMap, documentPath, type PagePathMap } from './routes'

/**
 * What stays out of the sitemap (spec 2.6): templates (no path), pages tagged `noindex`
 * (thank-you, call-scheduled and test variants of pages), pages that hold one person's outcome
 * (confirmations, errors), the enrollment application itself and campaign landing pages.
 */
const PERSONAL_OUTCOME = /(^|\/|-)(confirmation|confirmacion|error)\/$/
/** The enrollment application of a plan year: one person's form, entered from a plan's page. */
const APPLICATION = /^(\/es)?\/(enroll|inscribirse)-\d{4}\/$/
export const NOINDEX_TAG = 'noindex'
/** Campaign landing pages are reached from ads and emails, not meant to compete with site pages in search. */
const UNLISTED_TYPES = new Set(['marketing_landing_page'])

type Doc = Pick<
  prismic.PrismicDocument,
  'id' | 'uid' | 'type' | 'lang' | 'tags' | 'last_publication_date' | 'alternate_languages'
> & {
  data: { path?: unknown }
}

/** One URL of the sitemap; `type` (a document type, or any name) chooses its file once the sitemap is split. */
export type SitemapEntry = {
  loc: string
  lastmod: string
  alternates: Array<{ hreflang: string; href: string }>
  type?: string
}

/** Prismic's `2025-10-01T14:00:00+0000` as a W3C datetime (`2025-10-01T14:00:00+00:00`). */
export const w3cDate = (date: string) => date.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')

export function isIndexable(doc: Doc, path: string | null): path is string {
  if (path === null) return false
  if (doc.tags?.includes(NOINDEX_TAG) || UNLISTED_TYPES.has(doc.type)) return false
  return !PERSONAL_OUTCOME.test(path) && !APPLICATION.test(path)
}

/** Every indexable document as a sitemap entry with its hreflang alternates (x-default: English). */
export function sitemapEntries(docs: Doc[], siteUrl: string): SitemapEntry[] {
  const site = siteUrl.replace(/\/$/, '')
  const map: PagePathMap = buildPagePathMap(docs.filter((doc) => doc.type === 'page'))
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const pathOf = (doc: Doc) => documentPath({ type: doc.type, uid: doc.uid, lang: doc.lang }, map)
  const entries: SitemapEntry[] = []
  for (const doc of docs) {
    const path = pathOf(doc)
    if (!isIndexable(doc, path)) continue
    const versions = [
      doc,
      ...doc.alternate_languages
        .map((alt) => byId.get(alt.id))
        .filter((twin): twin is Doc => Boolean(twin)),
    ]
    const alternates = versions.flatMap((version): SitemapEntry['alternates'] => {
      const lang = langFromCode(version.lang)
      const href = pathOf(version)
      return lang && isIndexable(version, href)
        ? [{ hreflang: LOCALES[lang].lang, href: `${site}${href}` }]
        : []
    })
    const english = alternates.find((alt) => alt.hreflang === LOCALES.en.lang)
    if (alternates.length > 1 && english)
      alternates.push({ hreflang: 'x-default', href: english.href })
    entries.push({
      loc: `${site}${path}`,
      lastmod: w3cDate(doc.last_publication_date),
      alternates: alternates.length > 1 ? alternates : [],
      type: doc.type,
    })
  }
  return entries.sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map(
        (alt) =>
          `\n    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escape(alt.href)}"/>`,
      )
      .join('')
    return `  <url>\n    <loc>${escape(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>${links}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * Past this many URLs /sitemap.xml becomes a sitemap index naming one file per type
 * (/sitemaps/<type>.xml): a crawler fetches what changed, and no file nears the protocol's limits
 * (50,000 URLs, 50 MB). 1,547 URLs made an 805 KB file.
 */
export const SITEMAP_SPLIT_URLS = 1000

/** The sitemap of one content version: `/sitemap.xml`'s body and, when split, each type's file. */
export type SitemapSet = { root: string; files: ReadonlyMap<string, string> }

/** A file name for a type: letters, digits, `-` (a document type's `_` becomes `-`). */
export const sitemapFileName = (type: string) => type.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export function sitemapIndexXml(files: Array<{ loc: string; lastmod: string }>): string {
  const items = files.map(
    (file) =>
      `  <sitemap>\n    <loc>${escape(file.loc)}</loc>\n    <lastmod>${file.lastmod}</lastmod>\n  </sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** The sitemap's files: one urlset up to `splitAt` URLs, else an index and one urlset per type. */
export function sitemapSet(
  entries: SitemapEntry[],
  siteUrl: string,
  splitAt = SITEMAP_SPLIT_URLS,
): SitemapSet {
  if (entries.length <= splitAt) return { root: sitemapXml(entries), files: new Map() }
  const site = siteUrl.replace(/\/$/, '')
  const byType = new Map<string, SitemapEntry[]>()
  for (const entry of entries) {
    const name = sitemapFileName(entry.type ?? 'pages')
    byType.set(name, [...(byType.get(name) ?? []), entry])
  }
  const names = [...byType.keys()].sort()
  const files = new Map(names.map((name) => [name, sitemapXml(byType.get(name)!)]))
  const newest = (list: SitemapEntry[]) =>
    list.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), '')
  return {
    root: sitemapIndexXml(
      names.map((name) => ({
        loc: `${site}/sitemaps/${name}.xml`,
        lastmod: newest(byType.get(name)!),
      })),
    ),
    files,
  }
}

let built: { version: string; set: Promise<SitemapSet> } | undefined

/**
 * The sitemap, built once per content version (it reads every document: seconds on the embedded
 * repository) and shared by every request meanwhile, concurrent ones included; a failed build is
 * tried again by the next request.
 */
export function sitemapOnce(
  version: string,
  build: () => Promise<SitemapSet>,
): Promise<SitemapSet> {
  if (built?.version !== version) {
    const set = build()
    built = { version, set }
    set.catch(() => {
      if (built?.set === set) built = undefined
    })
  }
  return built.set
}

/**
 * Every routable document of the published content, in both languages: the first result page,
 * then the rest at once (the client's getAll pauses 500 ms between pages: seconds for 1,500 URLs).
 */
export async function publishedDocuments(client: prismic.Client): Promise<Doc[]> {
  const params = {
    filters: [prismic.filter.any('document.type', [...ROUTABLE_TYPES])],
    lang: '*',
    pageSize: 100,
  }
  const first = await client.get(params)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) =>
      client.get({ ...params, page: i + 2 }),
    ),
  )
  return [first, ...rest].flatMap((page) => page.results) as unknown as Doc[]
}

/** What a sitemap file answers with: shared caches keep it an hour, then revalidate in the background. */
export const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
}

/** The sitemap files of the current content version, built once per version. */
export async function currentSitemap(): Promise<SitemapSet> {
  const site = config().SITE_URL
  return sitemapOnce(await contentVersion(), async () =>
    sitemapSet(sitemapEntries(await publishedDocuments(contentClient()), site), site),
  )
}
