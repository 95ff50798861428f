import type { z } from 'zod'
import { controlSchema } from './search-params'
import type { Criteria, IncludeDef, Page, TypeDef } from './table-types'

export type ParsedSearch =
  | { ok: true; criteria: Criteria; page: Page; includes: IncludeDef[] }
  | { ok: false; parameter: string; message: string }

const CONTROL = new Set(['_count', '_offset', '_format'])
/** Parameters that may repeat (each occurrence is ANDed); all others may appear once. */
const REPEATABLE = new Set(['_lastUpdated', '_include'])

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'is not valid'

/**
 * Parses a search query string against what the resource type declares. Values are split at
 * commas (any of them matches) except dates. An empty value is ignored, as FHIR asks.
 */
export function parseSearch(def: TypeDef, params: URLSearchParams): ParsedSearch {
  const criteria: Criteria = new Map()
  const includes: IncludeDef[] = []
  const control: Record<string, string> = {}
  const fail = (parameter: string, message: string): ParsedSearch => ({ ok: false, parameter, message: `${parameter}: ${message}` })
  const seen = new Set<string>()

  for (const [key, raw] of params) {
    if (seen.has(key) && !REPEATABLE.has(key)) return fail(key, 'may appear only once (separate values with commas to match any of them).')
    seen.add(key)
    if (raw === '') continue
    if (CONTROL.has(key)) {
      control[key] = raw
      continue
    }
    if (key === '_include') {
      const include = def.includes.find((inc) => raw === `${def.type}:${inc.param}` || raw === `${def.type}:${inc.param}:${inc.target}`)
      if (!include) {
        const allowed = def.includes.map((inc) => `${def.type}:${inc.param}`)
        return fail(key, allowed.length ? `${raw} is not supported; use one of ${allowed.join(', ')}.` : `${def.type} has no includes.`)
      }
      if (!includes.includes(include)) includes.push(include)
      continue
    }
    const [name = '', modifier] = key.split(':')
    const param = def.params.find((p) => p.name === name)
    if (!param) return fail(key, `is not a search parameter of ${def.type}. Supported: ${def.params.map((p) => p.name).join(', ')}.`)
    if (modifier !== undefined && !param.modifiers?.includes(modifier)) return fail(key, `the :${modifier} modifier is not supported.`)
    const values = param.type === 'date' ? [raw] : raw.split(',')
    const parsed: unknown[] = []
    for (const value of values) {
      const result = param.value ? param.value.safeParse(value) : { success: true as const, data: value }
      if (!result.success) return fail(key, `"${value.slice(0, 70)}" ${firstIssue(result.error)}.`)
      parsed.push(result.data)
    }
    criteria.set(key, [...(criteria.get(key) ?? []), ...parsed])
  }

  const page = controlSchema.safeParse(control)
  if (!page.success) {
    const issue = page.error.issues[0]
    return fail(String(issue?.path[0] ?? '_count'), issue?.message ?? 'is not valid')
  }
  return { ok: true, criteria, page: { count: page.data._count, offset: page.data._offset }, includes }
}
