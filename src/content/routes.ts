import type { Route } from '@prismicio/client'
import { LOCALES, langFromCode, type Lang, type LocaleCode } from '~/i18n/locales'
import { ROUTES } from '~/i18n/route-table'

/**
 * The route resolver of spec 2.2, in one place: the Prismic `routes` option (fills `url` from the
 * Content API) and the page path map (pages are looked up by uid; editors give a page its full
 * path in its `path` field, e.g. `prescription-drugs/cost-compare`).
 */

/** Content types that have their own URL pattern; `:uid` is the document's uid. */
const byUid = (route: { en: string; es: string }): Record<Lang, string> => ({
  en: route.en.replace('{slug}', ':uid'),
  es: route.es.replace('{slug}', ':uid'),
})
const TYPE_PATHS: Record<string, Record<Lang, string>> = {
  article: byUid(ROUTES.article),
  plan_location: byUid(ROUTES.planFinderCounty),
  plan: byUid(ROUTES.planEnroll),
  marketing_landing_page: byUid(ROUTES.landingPage),
}

export const ROUTABLE_TYPES = ['page', ...Object.keys(TYPE_PATHS)] as const

/** The `routes` option for @prismicio/client. Pages resolve to `/:uid/` here; the path map refines them. */
export const prismicRoutes: Route[] = [
  { type: 'page', path: '/:uid/' },
  { type: 'page', lang: LOCALES.es.code, path: `${LOCALES.es.path}/:uid/` },
  ...Object.entries(TYPE_PATHS).flatMap(([type, paths]) => [
    { type, path: paths.en },
    { type, lang: LOCALES.es.code, path: paths.es },
  ]),
]

/** Page uid -> path (no slashes at either end, no locale prefix), per locale; null = not routable. */
export type PagePathMap = Partial<Record<LocaleCode, Record<string, string | null>>>

type PageLike = { type: string; uid: string | null; lang: string; data: { path?: unknown } }

/** Reference and template documents (spec 2.6: _page, _article-es, …) are published but never routable. */
export const isReferenceUid = (uid: string | null | undefined) => !uid || uid.startsWith('_')

export function normalizePath(path: string): string {
  return path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/{2,}/g, '/')
}

export function buildPagePathMap(pages: PageLike[]): PagePathMap {
  const map: PagePathMap = {}
  for (const page of pages) {
    if (page.type !== 'page' || !page.uid) continue
    const entries = (map[page.lang as LocaleCode] ??= {})
    const path = typeof page.data.path === 'string' ? normalizePath(page.data.path) : ''
    if (isReferenceUid(page.uid)) entries[page.uid] = null
    else if (path || page.data.path === '/') entries[page.uid] = path
  }
  return map
}

/** The path of a page uid; a uid missing from the map logs a warning and stands for itself. */
export function pagePath(map: PagePathMap, code: string, uid: string): string | null {
  const entries = map[code as LocaleCode] ?? {}
  if (uid in entries) return entries[uid] ?? null
  console.warn('Could not locate page in path map', { uid, lang: code })
  return uid
}

type LinkLike = { type: string; uid?: string | null; lang: string }

/** The site path of a document or document link, or null when it is not routable (a 404). */
export function documentPath(doc: LinkLike, map: PagePathMap): string | null {
  const lang = langFromCode(doc.lang)
  if (!lang || isReferenceUid(doc.uid)) return null
  const uid = doc.uid as string
  if (doc.type === 'page') {
    const path = pagePath(map, doc.lang, uid)
    if (path === null) return null
    return path === '' ? ROUTES.home[lang] : `${LOCALES[lang].path}/${path}/`
  }
  const pattern = TYPE_PATHS[doc.type]?.[lang]
  return pattern ? pattern.replace(':uid', encodeURIComponent(uid)) : null
}
