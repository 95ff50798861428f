import { documentPath, type PagePathMap } from './routes'

type Target = { type: string; uid: string | null; lang: string }

/** A document a Document link names, with its address on the site (null: not routable). */
export type LinkTarget = Target & { url: string | null }

type DocumentLinkValue = { link_type: 'Document'; id: string; url?: unknown }

const isDocumentLink = (value: Record<string, unknown>): value is DocumentLinkValue =>
  value.link_type === 'Document' && typeof value.id === 'string'

/** Puts each target's type, uid, lang and address on the Document links `pick` chooses. */
function fillLinks<T>(value: T, pick: (link: DocumentLinkValue) => LinkTarget | undefined): T {
  if (Array.isArray(value)) return value.map((item) => fillLinks(item, pick)) as T
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const out = Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [key, fillLinks(inner, pick)]),
  )
  const target = isDocumentLink(record) ? pick(record) : undefined
  if (!target) return out as T
  return {
    ...out,
    type: target.type,
    uid: target.uid,
    slug: target.uid,
    lang: target.lang,
    isBroken: false,
    url: target.url,
  } as T
}

/**
 * Slice Machine's mock renderer turns a mock's Document link into `{ link_type: 'Document', id,
 * type: 'mock' }`: the target's type, uid and address are unknown to it. This fills them in from
 * the repository (by id), as the Content API does for a real document, so a slice rendered from its
 * mocks (the style guide, the slice tests) links the page the mock names.
 */
export function withMockLinks<T>(
  value: T,
  byId: (id: string) => Target | undefined,
  map: PagePathMap,
): T {
  return fillLinks(value, (link) => {
    const target = byId(link.id)
    return target && { ...target, url: documentPath(target, map) }
  })
}

/** The ids of the Document links without an address (what Slice Machine's simulator sends). */
export function unresolvedLinkIds(value: unknown): string[] {
  const ids = new Set<string>()
  fillLinks(value, (link) => void (typeof link.url !== 'string' && ids.add(link.id)))
  return [...ids]
}

/** Fills the Document links without an address from their targets, found by id. */
export function withLinkTargets<T>(value: T, targets: Readonly<Record<string, LinkTarget>>): T {
  return fillLinks(value, (link) => (typeof link.url === 'string' ? undefined : targets[link.id]))
}
