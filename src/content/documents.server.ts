import * as prismic from '@prismicio/client'
import { LOCALES, otherLang, type Lang } from '~/i18n/locales'
import { ROUTES } from '~/i18n/route-table'
import { config } from '~/server/config.server'
import { contentClient, contentProblems } from './client.server'
import { contentVersion } from './content-version.server'
import { buildPagePathMap, documentPath, normalizePath, type PagePathMap } from './routes'
import type { ContentDocument, ContentProblem, ContentResult } from './types'

// A preview's drafts change as an editor saves: its map is rebuilt at most every few seconds.
const PREVIEW_MAP_TTL_MS = 5000
const pathMaps = new Map<string, { at: number; ttlMs: number; map: Promise<PagePathMap> }>()

/**
 * The page path map under a ref (not per-user state). The published map is built once per
 * content version (`published:` keys, see contentSource): a publish or an edited file makes a new
 * version. Rebuilt on a timer instead, every uncached page rendered after it ran out waited for
 * the rebuild (2.2 s on the embedded repository: the client's `getAll` pauses 500 ms between pages).
 */
export function pagePathMap(
  client: prismic.Client,
  cacheKey: string,
  ttlMs = PREVIEW_MAP_TTL_MS,
): Promise<PagePathMap> {
  const hit = pathMaps.get(cacheKey)
  const now = Date.now()
  if (hit && now - hit.at < hit.ttlMs) return hit.map
  for (const [key, entry] of pathMaps) {
    const replaced = key.startsWith('published:') && cacheKey.startsWith('published:')
    if (replaced || now - entry.at >= entry.ttlMs) pathMaps.delete(key)
  }
  const map = everyPage(client).then(buildPagePathMap)
  pathMaps.set(cacheKey, { at: now, ttlMs, map })
  map.catch(() => pathMaps.delete(cacheKey))
  return map
}

/** Every page document in every language: the first result page, then the rest at once. */
async function everyPage(client: prismic.Client): Promise<prismic.PrismicDocument[]> {
  const params = { filters: [prismic.filter.at('document.type', 'page')], lang: '*', pageSize: 100 }
  const first = await client.get(params)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) =>
      client.get({ ...params, page: i + 2 }),
    ),
  )
  return [first, ...rest].flatMap((page) => page.results)
}

/** Puts site paths (path map included) on the document and every document link in its data. */
export function withSitePaths<T>(value: T, map: PagePathMap): T {
  if (Array.isArray(value)) return value.map((item) => withSitePaths(item, map)) as T
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const entries = Object.entries(record).map(([key, inner]) => [key, withSitePaths(inner, map)])
  const out = Object.fromEntries(entries) as Record<string, unknown>
  const isDocLink =
    record.link_type === 'Document' &&
    typeof record.type === 'string' &&
    typeof record.lang === 'string'
  if (isDocLink && !record.isBroken)
    out.url = documentPath(record as Parameters<typeof documentPath>[0], map)
  return out as T
}

function twinOf(doc: ContentDocument, lang: Lang, map: PagePathMap): string | null {
  const code = LOCALES[otherLang(lang)].code
  const alt = doc.alternate_languages.find((candidate) => candidate.lang === code)
  return alt ? documentPath(alt, map) : null
}

type Source = {
  client: prismic.Client
  map: PagePathMap
  preview: boolean
  problems: ContentProblem[]
}

export async function contentSource(previewRef: string | undefined): Promise<Source> {
  const client = contentClient({ previewRef })
  const map = previewRef
    ? pagePathMap(client, previewRef)
    : pagePathMap(client, `published:${await contentVersion()}`, Number.POSITIVE_INFINITY)
  // The development banner lists content files the site could not serve (decision 0025).
  const problems = config().NODE_ENV === 'development' ? await contentProblems() : []
  return { client, map: await map, preview: Boolean(previewRef), problems }
}

async function firstOrNull(
  query: Promise<prismic.PrismicDocument>,
): Promise<prismic.PrismicDocument | null> {
  try {
    return await query
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null
    throw error
  }
}

/**
 * A routable document's result, or null when it is missing or lives at another path. A template
 * (spec 2.6 reference documents: `_plan`, `_plan-location`…) has no path of its own; it is
 * returned only when asked for by uid with `template`.
 */
function result(
  found: prismic.PrismicDocument | null,
  lang: Lang,
  source: Source,
  expectedPath?: string,
  template = false,
): ContentResult | null {
  if (!found) return null
  const { linked_documents: _unused, ...doc } = found
  const path = documentPath(doc, source.map)
  if (path === null && !template) return null
  if (expectedPath !== undefined && path !== expectedPath) return null
  const resolved: ContentDocument = withSitePaths({ ...doc, url: path }, source.map)
  const answer: ContentResult = {
    doc: resolved,
    twin: twinOf(doc, lang, source.map),
    preview: source.preview,
  }
  return source.problems.length ? { ...answer, problems: source.problems } : answer
}

/** The page at a path (no locale prefix), found through the path map; uid fallback for pages missing from it. */
export async function findPage(
  source: Source,
  lang: Lang,
  rawPath: string,
): Promise<ContentResult | null> {
  const code = LOCALES[lang].code
  const path = normalizePath(rawPath)
  const entries = source.map[code] ?? {}
  const uid =
    Object.keys(entries).find((key) => entries[key] === path) ??
    (!path || path.includes('/') || path in entries ? null : path)
  if (!uid) return null
  const doc = await firstOrNull(source.client.getByUID('page', uid, { lang: code }))
  return result(doc, lang, source, path ? `${LOCALES[lang].path}/${path}/` : ROUTES.home[lang])
}

export async function findByUID(
  source: Source,
  type: string,
  uid: string,
  lang: Lang,
  template = false,
): Promise<ContentResult | null> {
  const doc = await firstOrNull(source.client.getByUID(type, uid, { lang: LOCALES[lang].code }))
  return result(doc, lang, source, undefined, template)
}
