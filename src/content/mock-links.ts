import { documentPath, type PagePathMap } from './routes'

type Target = { type: string; uid: string | null; lang: string }

/**
 * Slice Machine's mock renderer turns a mock's Document link into `{ link_type: 'Document', id,
 * type: 'mock' }`: the target's type, uid and address are unknown to it. This fills them in from
 * the repository (by id), as the Content API does for a real document, so a slice rendered from its
 * mocks (the style guide, the slice tests) links the page the mock names.
 */
export function withMockLinks<T>(value: T, byId: (id: string) => Target | undefined, map: PagePathMap): T {
  if (Array.isArray(value)) return value.map((item) => withMockLinks(item, byId, map)) as T
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const out = Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, withMockLinks(inner, byId, map)]))
  const target = record.link_type === 'Document' && typeof record.id === 'string' ? byId(record.id) : undefined
  if (!target) return out as T
  return { ...out, type: target.type, uid: target.uid, slug: target.uid, lang: target.lang, isBroken: false, url: documentPath(target, map) } as T
}
