import type { z } from 'zod'
import { controlSchema, type ParamDef } from './search-params'
import { splitValues } from './string-match'
import { summaryElements } from './summary'
import type { Criteria, IncludeDef, Page, TypeDef } from './table-types'

/** `base.param=value`: the references of `base` must point at a `target` that matches `criteria`. */
export type Chain = { key: string; target: TypeDef; criteria: Criteria }
/** `_has:Source:ref:param=value`: some `source` matching `criteria` points here through `ref`. */
export type Has = { source: TypeDef; include: IncludeDef; criteria: Criteria }
/** `_revinclude=Source:param`: the `source` resources whose `param` points at a match. */
export type RevInclude = { source: TypeDef; param: ParamDef; name: string }

/**
 * What the answer holds: `_summary=count` the total alone; `_elements`, or `_summary=true` or
 * `text` (summary.ts), only those elements of each match.
 */
export type Shape = { countOnly: boolean; elements?: readonly string[] }

export type ParsedSearch =
  | {
      ok: true
      criteria: Criteria
      page: Page
      shape: Shape
      includes: IncludeDef[]
      revincludes: RevInclude[]
      chains: Chain[]
      has: Has[]
    }
  | { ok: false; parameter: string; message: string }

const CONTROL = new Set(['_count', '_offset', '_format', '_summary', '_total', '_elements'])
/** Parameters that may repeat (each occurrence is ANDed); all others may appear once. */
const REPEATABLE = new Set(['_lastUpdated', '_include', '_revinclude'])

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'is not valid'

type Values = { ok: true; values: unknown[] } | { ok: false; message: string }

/** The values of one parameter: split at unescaped commas (any of them matches) except dates, each parsed by its schema. */
function parseValues(param: ParamDef, raw: string): Values {
  const values = param.type === 'date' ? [raw] : splitValues(raw, param.type === 'token')
  const parsed: unknown[] = []
  for (const value of values) {
    const result = param.value
      ? param.value.safeParse(value)
      : { success: true as const, data: value }
    if (!result.success)
      return { ok: false, message: `"${value.slice(0, 70)}" ${firstIssue(result.error)}.` }
    parsed.push(result.data)
  }
  return { ok: true, values: parsed }
}

/** A declared parameter of a type with the modifier it is used with, or why not. */
function paramOf(
  def: TypeDef,
  key: string,
): { ok: true; param: ParamDef } | { ok: false; message: string } {
  const [name = '', modifier] = key.split(':')
  const param = def.params.find((p) => p.name === name)
  if (!param)
    return {
      ok: false,
      message: `is not a search parameter of ${def.type}. Supported: ${def.params.map((p) => p.name).join(', ')}.`,
    }
  if (
    modifier !== undefined &&
    !param.modifiers?.includes(modifier) &&
    !(param.type === 'reference' && param.target?.includes(modifier))
  ) {
    return { ok: false, message: `the :${modifier} modifier is not supported.` }
  }
  return { ok: true, param }
}

/**
 * Parses a search query string against what the resource type declares (`types` is every type
 * the server serves, for chains, `_has` and `_revinclude`). An empty value is ignored, as FHIR asks.
 */
export function parseSearch(
  def: TypeDef,
  params: URLSearchParams,
  types: ReadonlyMap<string, TypeDef>,
): ParsedSearch {
  const criteria: Criteria = new Map()
  const includes: IncludeDef[] = []
  const revincludes: RevInclude[] = []
  const chains: Chain[] = []
  const has: Has[] = []
  const control: Record<string, string> = {}
  const fail = (parameter: string, message: string): ParsedSearch => ({
    ok: false,
    parameter,
    message: `${parameter}: ${message}`,
  })
  const seen = new Set<string>()

  for (const [key, raw] of params) {
    if (seen.has(key) && !REPEATABLE.has(key))
      return fail(key, 'may appear only once (separate values with commas to match any of them).')
    seen.add(key)
    if (raw === '') continue
    if (CONTROL.has(key)) {
      control[key] = raw
      continue
    }
    if (key === '_include') {
      const include = def.includes.find(
        (inc) =>
          raw === `${def.type}:${inc.param}` || raw === `${def.type}:${inc.param}:${inc.target}`,
      )
      if (!include) {
        const allowed = def.includes.map((inc) => `${def.type}:${inc.param}`)
        return fail(
          key,
          allowed.length
            ? `${raw} is not supported; use one of ${allowed.join(', ')}.`
            : `${def.type} has no includes.`,
        )
      }
      if (!includes.includes(include)) includes.push(include)
      continue
    }
    if (key === '_revinclude') {
      const [sourceType = '', name = '', targetType] = raw.split(':')
      const source = types.get(sourceType)
      const param = source?.params.find(
        (p) => p.name === name && p.type === 'reference' && p.target?.includes(def.type),
      )
      if (!source || !param || (targetType !== undefined && targetType !== def.type)) {
        return fail(
          key,
          `${raw} is not supported; use one of ${revIncludesOf(def, types).join(', ') || '(none)'}.`,
        )
      }
      if (!revincludes.some((r) => r.name === `${sourceType}:${name}`))
        revincludes.push({ source, param, name: `${sourceType}:${name}` })
      continue
    }
    if (key.startsWith('_has:')) {
      const [, sourceType = '', refName = '', ...rest] = key.split(':')
      const source = types.get(sourceType)
      const include = source?.includes.find(
        (inc) => inc.param === refName && inc.target === def.type,
      )
      if (!source || !include || !rest.length)
        return fail(key, `must be _has:{Type}:{reference to ${def.type}}:{parameter of that type}.`)
      const param = paramOf(source, rest.join(':'))
      if (!param.ok) return fail(key, param.message)
      const values = parseValues(param.param, raw)
      if (!values.ok) return fail(key, values.message)
      has.push({ source, include, criteria: new Map([[rest.join(':'), values.values]]) })
      continue
    }
    // A declared name, with or without a modifier; a dot after a modifier is a typed chain (ref:Type.param).
    const declared = def.params.some(
      (p) =>
        p.name === key ||
        (key.startsWith(`${p.name}:`) && !key.slice(p.name.length + 1).includes('.')),
    )
    const dot = key.indexOf('.')
    if (!declared && dot > 0) {
      // A chain: the reference parameter (optionally :Type) and a parameter of the type it points to.
      const [baseName = '', typed] = key.slice(0, dot).split(':')
      const base = def.params.find((p) => p.name === baseName && p.type === 'reference')
      const targetType = typed ?? base?.target?.[0]
      const target =
        targetType && base?.target?.includes(targetType) ? types.get(targetType) : undefined
      if (!base || !target)
        return fail(
          key,
          `is not a search parameter of ${def.type}, nor a chain through one of its references (${def.params
            .filter((p) => p.target)
            .map((p) => p.name)
            .join(', ')}).`,
        )
      const param = paramOf(target, key.slice(dot + 1))
      if (!param.ok) return fail(key, `${target.type} ${param.message}`)
      const values = parseValues(param.param, raw)
      if (!values.ok) return fail(key, values.message)
      chains.push({
        key: baseName,
        target,
        criteria: new Map([[key.slice(dot + 1), values.values]]),
      })
      continue
    }
    const param = paramOf(def, key)
    if (!param.ok) return fail(key, param.message)
    const values = parseValues(param.param, raw)
    if (!values.ok) return fail(key, values.message)
    // A reference typed by modifier (`organization:Organization=1`) is the plain parameter.
    const name = param.param.type === 'reference' ? param.param.name : key
    criteria.set(name, [...(criteria.get(name) ?? []), ...values.values])
  }

  const page = controlSchema.safeParse(control)
  if (!page.success) {
    const issue = page.error.issues[0]
    return fail(String(issue?.path[0] ?? '_count'), issue?.message ?? 'is not valid')
  }
  const summary = summaryElements(def.type, page.data._summary)
  if (summary && page.data._elements)
    return fail('_elements', 'may not be combined with _summary=true or text.')
  const elements =
    summary ??
    (page.data._elements ? page.data._elements.split(',').map((name) => name.trim()) : undefined)
  const shape: Shape = {
    countOnly: page.data._summary === 'count',
    ...(elements ? { elements } : {}),
  }
  return {
    ok: true,
    criteria,
    page: { count: shape.countOnly ? 0 : page.data._count, offset: page.data._offset },
    shape,
    includes,
    revincludes,
    chains,
    has,
  }
}

/** Every `_revinclude` a type takes: each reference parameter of any type that points at it. */
export function revIncludesOf(def: TypeDef, types: ReadonlyMap<string, TypeDef>): string[] {
  return [...types.values()].flatMap((source) =>
    source.params
      .filter((p) => p.type === 'reference' && p.target?.includes(def.type))
      .map((p) => `${source.type}:${p.name}`),
  )
}
