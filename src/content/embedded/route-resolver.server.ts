import type { PrismicDocument } from '@prismicio/client'
import { z } from 'zod'
import { QuerySyntaxError } from './query-syntax.server'

/** Prismic's route resolver (the `routes` parameter): it fills `url` on documents and links. */
const routeSchema = z.object({
  type: z.string().min(1),
  path: z.string().startsWith('/'),
  uid: z.string().optional(),
  lang: z.string().optional(),
  resolvers: z.record(z.string(), z.string()).optional(),
})
export type RouteDefinition = z.infer<typeof routeSchema>

export function parseRoutes(text: string): RouteDefinition[] {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new QuerySyntaxError('routes must be a JSON array of route objects')
  }
  const parsed = z.array(routeSchema).safeParse(raw)
  if (!parsed.success)
    throw new QuerySyntaxError(`Invalid routes: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

type Routable = { type: string; uid?: string | null; lang: string }

/** The most specific route for a document (uid beats lang beats type), filled in; null if none. */
export function resolveUrl(
  doc: Routable,
  routes: RouteDefinition[],
  masterLang: string,
): string | null {
  const candidates = routes
    .filter((route) => route.type === doc.type)
    .filter((route) => route.uid === undefined || route.uid === doc.uid)
    .filter((route) => route.lang === undefined || route.lang === doc.lang)
    .sort((a, b) => specificity(b) - specificity(a))
  const route = candidates[0]
  if (!route) return null
  let broken = false
  const path = route.path.replace(/:([A-Za-z_]+)(\?)?/g, (_, name: string, optional?: string) => {
    if (name === 'uid' && doc.uid) return doc.uid
    if (name === 'lang') return optional && doc.lang === masterLang ? '' : doc.lang
    // Content-relationship resolvers are not part of the embedded subset.
    if (!optional) broken = true
    return ''
  })
  return broken ? null : path.replace(/\/{2,}/g, '/')
}

const specificity = (route: RouteDefinition) => (route.uid ? 2 : 0) + (route.lang ? 1 : 0)

/**
 * Completes every content-relationship link inside `value` from the documents of the same ref,
 * as the Content API does: type, uid, lang, tags and url; a link to a missing document isBroken.
 */
export function completeLinks(
  value: unknown,
  byId: Map<string, PrismicDocument>,
  routes: RouteDefinition[],
  masterLang: string,
): unknown {
  if (Array.isArray(value))
    return value.map((item) => completeLinks(item, byId, routes, masterLang))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if (record.link_type === 'Document' && typeof record.id === 'string') {
    const target = byId.get(record.id)
    if (!target) return { ...record, isBroken: true, url: null }
    return {
      ...record,
      type: target.type,
      uid: target.uid ?? undefined,
      lang: target.lang,
      tags: target.tags,
      slug: target.slugs[0] ?? '-',
      first_publication_date: target.first_publication_date,
      last_publication_date: target.last_publication_date,
      isBroken: false,
      url: resolveUrl(target, routes, masterLang),
    }
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [
      key,
      completeLinks(inner, byId, routes, masterLang),
    ]),
  )
}
