import type * as prismic from '@prismicio/client'
import { LOCALES, langFromCode } from '~/i18n/locales'
import { ROUTABLE_TYPES, buildPagePathMap, documentPath, type PagePathMap } from './routes'

/**
 * What stays out of the sitemap (spec 2.6, issue 15): templates (no path), pages tagged `noindex`
 * (thank-you, call-scheduled and test variants of pages), pages that hold one person's outcome
 * (confirmations, errors), the enrollment application itself and campaign landing pages.
 */
const PERSONAL_OUTCOME = /(^|\/|-)(confirmation|confirmacion|error)\/$/
/** The enrollment application of a plan year: one person's form, entered from a plan's page. */
const APPLICATION = /^(\/es)?\/(enroll|inscribirse)-\d{4}\/$/
export const NOINDEX_TAG = 'noindex'
/** Campaign landing pages are reached from ads and emails, not meant to compete with site pages in search. */
const UNLISTED_TYPES = new Set(['marketing_landing_page'])

type Doc = Pick<prismic.PrismicDocument, 'id' | 'uid' | 'type' | 'lang' | 'tags' | 'last_publication_date' | 'alternate_languages'> & {
  data: { path?: unknown }
}

export type SitemapEntry = { loc: string; lastmod: string; alternates: Array<{ hreflang: string; href: string }> }

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
    const versions = [doc, ...doc.alternate_languages.map((alt) => byId.get(alt.id)).filter((twin): twin is Doc => Boolean(twin))]
    const alternates = versions.flatMap((version): SitemapEntry['alternates'] => {
      const lang = langFromCode(version.lang)
      const href = pathOf(version)
      return lang && isIndexable(version, href) ? [{ hreflang: LOCALES[lang].lang, href: `${site}${href}` }] : []
    })
    const english = alternates.find((alt) => alt.hreflang === LOCALES.en.lang)
    if (alternates.length > 1 && english) alternates.push({ hreflang: 'x-default', href: english.href })
    entries.push({ loc: `${site}${path}`, lastmod: w3cDate(doc.last_publication_date), alternates: alternates.length > 1 ? alternates : [] })
  }
  return entries.sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map((alt) => `\n    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escape(alt.href)}"/>`).join('')
    return `  <url>\n    <loc>${escape(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>${links}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Every routable document of the published content, in both languages. */
export async function publishedDocuments(client: prismic.Client): Promise<Doc[]> {
  const lists = await Promise.all(ROUTABLE_TYPES.map((type) => client.getAllByType(type, { lang: '*' })))
  return lists.flat() as unknown as Doc[]
}
