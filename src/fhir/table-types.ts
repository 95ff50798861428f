import type { Database } from '../../db/client.ts'
import type { ParamDef } from './search-params'
import type { FhirResource, LoadTimes, Reference } from './types'

/** The parsed search: each declared parameter (name with modifier) and its OR-ed values. */
export type Criteria = Map<string, unknown[]>

export type Context = { db: Database; times: LoadTimes; baseUrl: string }
export type Page = { count: number; offset: number }
export type Found = { total: number; resources: FhirResource[] }

/** `_include=Type:param`: the references a matched resource holds to the target type. */
export type IncludeDef = {
  param: string
  target: string
  refs: (resource: FhirResource) => Reference[]
  /** The reference is always to the same id (a directory row's resources): `_has` needs no resource built. */
  sameRow?: boolean
}

/** One resource type the server serves: what it declares, and how it searches and reads. */
export type TypeDef = {
  type: string
  profiles: string[]
  params: ParamDef[]
  includes: IncludeDef[]
  search: (ctx: Context, criteria: Criteria, page: Page) => Promise<Found>
  /** The ids of every match, in search order (what a chained search or `_has` selects on). */
  ids?: (ctx: Context, criteria: Criteria) => Promise<string[]>
  /** The resources of these ids that exist (any order). */
  read: (ctx: Context, ids: string[]) => Promise<FhirResource[]>
}

/** References found at an element (one reference or a list). */
export function refsAt(resource: FhirResource, element: string): Reference[] {
  const value = resource[element]
  if (!value) return []
  return (Array.isArray(value) ? value : [value]) as Reference[]
}

/** References in extensions with this URL (Plan-Net network-reference, formulary reference). */
export function refsInExtension(resource: FhirResource, url: string): Reference[] {
  const extensions = (resource.extension ?? []) as Array<{
    url: string
    valueReference?: Reference
  }>
  return extensions.filter((e) => e.url === url && e.valueReference).map((e) => e.valueReference!)
}

/** Reference lists in a backbone list (InsurancePlan.coverage[].extension, etc.) are not needed here. */
export const idsOf = (refs: Reference[], type: string): string[] =>
  refs
    .filter((r) => r.reference.startsWith(`${type}/`))
    .map((r) => r.reference.slice(type.length + 1))
