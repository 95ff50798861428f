import type { Found, Page } from './table-types'
import type { FhirResource } from './types'

type BundleInput = {
  baseUrl: string
  type: string
  params: URLSearchParams
  found: Found
  included: FhirResource[]
  page: Page
  notes?: string[]
}

/** The search URL with paging set: the request's own parameters in their order, then _count and _offset. */
function pageUrl({ baseUrl, type, params }: BundleInput, count: number, offset: number): string {
  const query = new URLSearchParams()
  for (const [name, value] of params)
    if (name !== '_count' && name !== '_offset') query.append(name, value)
  query.set('_count', String(count))
  if (offset > 0) query.set('_offset', String(offset))
  return `${baseUrl}/${type}?${query}`
}

/** A searchset Bundle: total, self/first/previous/next links, matches then includes, each with fullUrl. */
export function searchBundle(input: BundleInput) {
  const { baseUrl, found, included, page } = input
  const link = [
    { relation: 'self', url: pageUrl(input, page.count, page.offset) },
    { relation: 'first', url: pageUrl(input, page.count, 0) },
    ...(page.offset > 0 && page.count > 0
      ? [
          {
            relation: 'previous',
            url: pageUrl(input, page.count, Math.max(0, page.offset - page.count)),
          },
        ]
      : []),
    ...(page.count > 0 && page.offset + page.count < found.total
      ? [{ relation: 'next', url: pageUrl(input, page.count, page.offset + page.count) }]
      : []),
  ]
  const entry = (
    resource: FhirResource,
    mode: 'match' | 'include',
  ): { fullUrl?: string; resource: unknown; search: { mode: string } } => ({
    fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  })
  const outcomes = (input.notes ?? []).map((diagnostics) => ({
    resource: {
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'information', code: 'informational', diagnostics }],
    },
    search: { mode: 'outcome' as const },
  }))
  const entries = [
    ...found.resources.map((r) => entry(r, 'match')),
    ...included.map((r) => entry(r, 'include')),
    ...outcomes,
  ]
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: found.total,
    link,
    ...(entries.length ? { entry: entries } : {}),
  }
}
