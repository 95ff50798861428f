import { KIT_PROFILES, type KitProfile, type KitSearch } from './fhir-kit-requirements'
import { kitEscape, kitValue, stringElementMatches } from './fhir-rules'
import { walkReverseChains } from './fhir-kit-reverse'

/**
 * Walks the test kits' requirement lists (fhir-kit-requirements.ts) against a running FHIR API,
 * the way the kits do: every value it searches with is taken from a resource the server served,
 * and a search is met only when it is declared in the CapabilityStatement, answers 200, finds the
 * resource the value came from, and every match on its first page holds the value. The result is
 * one line per requirement: met or not, and why not.
 */
type Json = Record<string, any>
export type Get = (path: string, init?: RequestInit) => Promise<{ status: number; body: Json }>
export type Kind =
  | 'interaction'
  | 'search'
  | 'chain'
  | 'include'
  | 'revinclude'
  | 'reverse-chain'
  | 'combination'
  | 'must-support'
/** A requirement not met is a failure, or not testable when no served resource has what it needs (`untestable`). */
export type Finding = {
  profile: string
  kind: Kind
  name: string
  met: boolean
  why?: string
  untestable?: boolean
}

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm'

/** The values at a FHIRPath-like path of the kits' lists (dots, where(url=...), value[x], slice names). */
export function valuesAt(resource: Json, path: string): unknown[] {
  let nodes: unknown[] = [resource]
  const clean = path.replace(/^Resource\./, '').replace(/^[A-Z][A-Za-z]+\./, '')
  const steps = clean.match(/extension\.where\(url='[^']+'\)|[^.]+/g) ?? []
  for (const step of steps) {
    const next: unknown[] = []
    const where = /^extension\.where\(url='([^']+)'\)$/.exec(step)
    for (const node of nodes) {
      if (!node || typeof node !== 'object') continue
      const object = node as Json
      if (where) {
        for (const ext of (object.extension ?? []) as Json[])
          if (ext.url === where[1]) next.push(ext)
        continue
      }
      const [name, slice] = step.split(':') as [string, string | undefined]
      let value: unknown = object[name]
      if (value === undefined && name === 'value')
        value = Object.entries(object).find(([key]) => key.startsWith('value'))?.[1]
      const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
      for (const item of list) {
        if (slice === 'semantic-drug' || slice === 'semantic-drug-form-group') {
          if ((item as Json).system !== RXNORM) continue
        }
        next.push(item)
      }
    }
    nodes = next
  }
  // A path ending at an extension means the extension's value (a reference parameter on an extension).
  if (steps.at(-1)?.startsWith('extension.where(')) {
    nodes = nodes.map(
      (node) => Object.entries(node as Json).find(([key]) => key.startsWith('value'))?.[1],
    )
  }
  return nodes.filter((node) => node !== undefined && node !== null && node !== '')
}

/** A search value for this parameter, chosen as the kits choose it (fhir-rules.ts: whole values, commas escaped), or undefined. */
export function searchValue(resource: Json, search: KitSearch): string | undefined {
  if (search.name === '_id') return resource.id
  if (search.name === '_lastUpdated') return resource.meta?.lastUpdated
  for (const element of search.paths.flatMap((p) => valuesAt(resource, p))) {
    const value = valueOf(element, search)
    if (value !== undefined) return value
  }
  return undefined
}

function valueOf(element: unknown, search: KitSearch): string | undefined {
  const e = element as Json
  switch (search.type) {
    case 'CodeableConcept': {
      const coding = (e.coding ?? [])[0]
      return coding ? `${coding.system ? `${coding.system}|` : ''}${coding.code}` : undefined
    }
    case 'Identifier':
      return e.value ? `${e.system ? `${e.system}|` : ''}${e.value}` : undefined
    case 'Period':
      return e.start ? `ge${e.start}` : undefined
    default: {
      const value = kitValue(element, search.type)
      return value === undefined || value === '' ? undefined : kitEscape(value)
    }
  }
}

/** Whether a served resource holds the value it was found with, by FHIR's rules (strings: a start of the value or of a part). */
export function holds(resource: Json, search: KitSearch, escaped: string): boolean {
  const elements = search.paths.flatMap((p) => valuesAt(resource, p)) as Json[]
  const value = escaped.replaceAll('\\,', ',')
  switch (search.type) {
    case 'Reference':
      return elements.some((e) => e.reference === value || e.reference?.endsWith(`/${value}`))
    case 'CodeableConcept': {
      const [system, code] = value.includes('|') ? value.split('|') : [undefined, value]
      return elements.some((e) =>
        (e.coding ?? []).some((c: Json) => c.code === code && (!system || c.system === system)),
      )
    }
    case 'Identifier':
      return elements.some((e) => value === e.value || value === `${e.system}|${e.value}`)
    case 'string':
    case 'HumanName':
    case 'Address':
      return elements.some((e) => stringElementMatches(e, search.type, value))
    default:
      return true
  }
}

const matches = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search?.mode === 'match').map((e: Json) => e.resource)
const includedOf = (bundle: Json): Json[] =>
  (bundle.entry ?? [])
    .filter((e: Json) => e.search?.mode === 'include')
    .map((e: Json) => e.resource)
export const hasProfile = (r: Json, profile: string) => (r.meta?.profile ?? []).includes(profile)
const hasUrl = (node: unknown, url: string): boolean =>
  !!node &&
  typeof node === 'object' &&
  (Array.isArray(node)
    ? node.some((n) => hasUrl(n, url))
    : (node as Json).url === url || Object.values(node as Json).some((v) => hasUrl(v, url)))

/** Served resources of each profile: the first, middle and last pages of the type's list. */
async function samplesOf(get: Get, profile: KitProfile, extra: string[]): Promise<Json[]> {
  const found = new Map<string, Json>()
  const { body } = await get(`${profile.resource}?_count=0`)
  const total = Number(body.total ?? 0)
  // What a default Inferno run collects (the first 200 of a plain search), then the middle and the end.
  const pages = [
    `${profile.resource}?_count=100`,
    `${profile.resource}?_count=100&_offset=100`,
    `${profile.resource}?_count=100&_offset=${Math.max(0, Math.floor(total / 2))}`,
    `${profile.resource}?_count=100&_offset=${Math.max(0, total - 100)}`,
    ...extra,
  ]
  for (const page of pages) {
    const answer = await get(page)
    if (answer.status !== 200) continue
    for (const r of matches(answer.body)) if (hasProfile(r, profile.profile)) found.set(r.id, r)
  }
  return [...found.values()]
}

const profileOf = (resource: Json, fallback: string): KitProfile | undefined =>
  KIT_PROFILES.find(
    (p) => p.resource === resource.resourceType && hasProfile(resource, p.profile),
  ) ?? KIT_PROFILES.find((p) => p.profile === fallback)

/** Walks every requirement of every profile; `extraSamples` names more searches that find a profile's resources. */
export async function walkKits(
  get: Get,
  extraSamples: Record<string, string[]> = {},
): Promise<Finding[]> {
  const findings: Finding[] = []
  const capability = (await get('metadata')).body
  const declared = (type: string) =>
    (capability.rest?.[0]?.resource ?? []).find((r: Json) => r.type === type) ?? {}
  const samples = new Map<string, Json[]>()
  for (const profile of KIT_PROFILES)
    samples.set(profile.profile, await samplesOf(get, profile, extraSamples[profile.profile] ?? []))
  const samplesOfType = (type: string) =>
    KIT_PROFILES.filter((p) => p.resource === type).flatMap((p) => samples.get(p.profile) ?? [])

  for (const profile of KIT_PROFILES) {
    const note = (kind: Kind, name: string, met: boolean, why?: string) =>
      findings.push({
        profile: profile.profile.split('/').pop()!,
        kind,
        name,
        met,
        ...(met
          ? {}
          : { why, ...(why && /^no (served )?resource/.test(why) ? { untestable: true } : {}) }),
      })
    const mine = samples.get(profile.profile)!
    const type = profile.resource
    const decl = declared(type)
    const sample = mine[0]

    for (const { code } of profile.interactions) {
      if (!['read', 'vread', 'search-type', 'history-instance'].includes(code)) continue
      if (!sample) {
        note('interaction', code, false, 'no resource of the profile served')
        continue
      }
      const path =
        code === 'read'
          ? `${type}/${sample.id}`
          : code === 'vread'
            ? `${type}/${sample.id}/_history/${sample.meta?.versionId ?? '1'}`
            : code === 'history-instance'
              ? `${type}/${sample.id}/_history`
              : `${type}?_count=1`
      const answer = await get(path)
      const ok =
        answer.status === 200 &&
        (code === 'search-type'
          ? answer.body.type === 'searchset'
          : code === 'history-instance'
            ? answer.body.type === 'history'
            : answer.body.id === sample.id)
      note('interaction', code, ok, `${path} -> ${answer.status}`)
    }

    for (const search of profile.searches) {
      const isDeclared = (decl.searchParam ?? []).some((p: Json) => p.name === search.name)
      const source = mine.find((r) => searchValue(r, search) !== undefined)
      const value = source && searchValue(source, search)
      if (!isDeclared || !source || value === undefined) {
        note(
          'search',
          search.name,
          false,
          !isDeclared
            ? 'not declared in the CapabilityStatement'
            : 'no served resource has a value for it',
        )
      } else {
        const body = new URLSearchParams({ [search.name]: value })
        const query = `${type}?${body}`
        const own = await get(search.name === '_id' ? query : `${query}&_id=${source.id}`)
        const all = await get(query)
        const wrong =
          all.status === 200
            ? matches(all.body)
                .filter((r) => !holds(r, search, value))
                .map((r) => r.id)
            : []
        // The Drug Formulary kit sends each profile's first search by GET and by POST _search.
        const posted =
          search === profile.searches[0]
            ? await get(`${type}/_search`, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: String(body),
              })
            : undefined
        const postOk = !posted || (posted.status === 200 && posted.body.total === all.body.total)
        const ok =
          own.status === 200 &&
          own.body.total === 1 &&
          all.status === 200 &&
          all.body.total >= 1 &&
          wrong.length === 0 &&
          postOk
        note(
          'search',
          search.name,
          ok,
          `${query} -> ${all.status} total ${all.body.total}, own ${own.status} ${own.body.total}, wrong ${wrong.slice(0, 3).join(',')}${posted ? `, POST ${posted.status} ${posted.body.total}` : ''}`,
        )
      }
      for (const chain of search.chains ?? []) {
        const name = `${search.name}.${chain}`
        let done = false
        for (const r of mine) {
          const refs = search.paths.flatMap((p) => valuesAt(r, p)) as Json[]
          // The kits chain through the element's first reference.
          const ref = refs[0]
          if (
            !ref ||
            typeof ref.reference !== 'string' ||
            !ref.reference.startsWith(`${search.target}/`)
          )
            continue
          const target = await get(ref.reference)
          if (target.status !== 200) continue
          const targetProfile = profileOf(target.body, '')
          const chainSearch = targetProfile?.searches.find((s) => s.name === chain)
          const chainValue = chainSearch && searchValue(target.body, chainSearch)
          if (chainValue === undefined) continue
          const query = `${type}?${new URLSearchParams({ [name]: chainValue })}`
          const own = await get(`${query}&_id=${r.id}`)
          const all = await get(query)
          note(
            'chain',
            name,
            own.status === 200 && own.body.total === 1 && all.status === 200 && all.body.total >= 1,
            `${query} -> ${all.status} ${all.body.total ?? all.body.issue?.[0]?.diagnostics}, own ${own.body.total}`,
          )
          done = true
          break
        }
        if (!done)
          note('chain', name, false, 'no served resource references a target with a value for it')
      }
    }

    for (const include of profile.includes) {
      const param = include.split(':')[1]!
      const search = profile.searches.find((s) => s.name === param)
      const isDeclared = (decl.searchInclude ?? []).includes(include)
      const source =
        search &&
        mine.find((r) =>
          search.paths.some((p) =>
            valuesAt(r, p).some((e) => typeof (e as Json).reference === 'string'),
          ),
        )
      if (!isDeclared || !source || !search) {
        note(
          'include',
          include,
          false,
          !isDeclared ? 'not declared' : 'no served resource holds the reference',
        )
        continue
      }
      const ref = (search.paths.flatMap((p) => valuesAt(source, p)) as Json[]).find(
        (e) => typeof e.reference === 'string',
      )!.reference
      const answer = await get(`${type}?_id=${source.id}&_include=${include}`)
      const ok =
        answer.status === 200 &&
        includedOf(answer.body).some((r) => `${r.resourceType}/${r.id}` === ref)
      note(
        'include',
        include,
        ok,
        `${type}?_id=${source.id}&_include=${include} -> ${answer.status}, ${ref} ${ok ? '' : 'not '}included`,
      )
    }

    for (const revinclude of profile.revincludes) {
      const [sourceType, param] = revinclude.split(':') as [string, string]
      const isDeclared = (decl.searchRevInclude ?? []).includes(revinclude)
      const sourceSearch = KIT_PROFILES.find((p) => p.resource === sourceType)?.searches.find(
        (s) => s.name === param,
      )
      let done = false
      if (isDeclared && sourceSearch) {
        for (const r of samplesOfType(sourceType)) {
          const ref = (sourceSearch.paths.flatMap((p) => valuesAt(r, p)) as Json[]).find(
            (e) => typeof e.reference === 'string' && e.reference.startsWith(`${type}/`),
          )
          if (!ref) continue
          const id = ref.reference.split('/')[1]
          const target = mine.find((t) => t.id === id) ?? (await get(ref.reference)).body
          if (!hasProfile(target, profile.profile)) continue
          const answer = await get(`${type}?_id=${id}&_revinclude=${revinclude}`)
          const ok =
            answer.status === 200 &&
            includedOf(answer.body).some(
              (inc) =>
                inc.resourceType === sourceType &&
                (sourceSearch.paths.flatMap((p) => valuesAt(inc, p)) as Json[]).some(
                  (e) => e.reference === ref.reference,
                ),
            )
          note(
            'revinclude',
            revinclude,
            ok,
            `${type}?_id=${id}&_revinclude=${revinclude} -> ${answer.status}`,
          )
          done = true
          break
        }
      }
      if (!done)
        note(
          'revinclude',
          revinclude,
          false,
          !isDeclared ? 'not declared' : 'no served resource references one of this profile',
        )
    }

    for (const element of profile.mustSupport.elements) {
      const ok = mine.some((r) => valuesAt(r, element).length > 0)
      note(
        'must-support',
        element,
        ok,
        mine.length
          ? `none of ${mine.length} served resources has it`
          : 'no resource of the profile served',
      )
    }
    for (const { id, url } of profile.mustSupport.extensions) {
      const ok = mine.some((r) => hasUrl(r, url))
      note(
        'must-support',
        id.split('.').slice(1).join('.'),
        ok,
        `none of ${mine.length} served resources has ${url}`,
      )
    }
  }
  findings.push(
    ...(await walkReverseChains(get, samplesOfType, (profile) => samples.get(profile) ?? [])),
  )
  return findings
}

const SEARCH_KINDS: readonly Kind[] = [
  'search',
  'chain',
  'include',
  'revinclude',
  'reverse-chain',
  'combination',
]

/**
 * The report: per profile, the search requirements (searches, chains, includes, revincludes) and
 * the rest (interactions, must-support) as met / fail / not testable (no served data), with totals.
 */
export function kitReport(findings: Finding[]): string {
  const count = (list: Finding[]) =>
    `${list.filter((f) => f.met).length} met, ${list.filter((f) => !f.met && !f.untestable).length} fail, ${list.filter((f) => f.untestable).length} not testable of ${list.length}`
  const profiles = [...new Set(findings.map((f) => f.profile))]
  const lines = profiles.map((profile) => {
    const mine = findings.filter((f) => f.profile === profile)
    return `${profile}: searches ${count(mine.filter((f) => SEARCH_KINDS.includes(f.kind)))}; other ${count(mine.filter((f) => !SEARCH_KINDS.includes(f.kind)))}`
  })
  const searches = findings.filter((f) => SEARCH_KINDS.includes(f.kind))
  return [
    `Test kit requirements: searches ${count(searches)}; all ${count(findings)}`,
    ...lines,
  ].join('\n')
}

/** Met / total per profile and kind, for the report. */
export function tally(findings: Finding[]) {
  const rows = new Map<string, Record<string, [number, number]>>()
  for (const f of findings) {
    const row = rows.get(f.profile) ?? {}
    const cell = (row[f.kind] ??= [0, 0])
    cell[1] += 1
    if (f.met) cell[0] += 1
    rows.set(f.profile, row)
  }
  return rows
}

/** Every `reference` held anywhere inside `nodes` (resources, or any part of them). */
export function referencesIn(nodes: unknown[]): Set<string> {
  const references = new Set<string>()
  const collect = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(collect)
    const object = node as Json
    if (typeof object.reference === 'string') references.add(object.reference)
    Object.values(object).forEach(collect)
  }
  nodes.forEach(collect)
  return references
}

/** References held by the served resources of every profile (its first, middle and last pages) that do not resolve. */
export async function unresolvedReferences(
  get: Get,
): Promise<{ checked: number; unresolved: string[] }> {
  const samples: unknown[] = []
  for (const profile of KIT_PROFILES) samples.push(...(await samplesOf(get, profile, [])))
  const references = referencesIn(samples)
  const unresolved: string[] = []
  for (const reference of references)
    if ((await get(reference)).status !== 200) unresolved.push(reference)
  return { checked: references.size, unresolved }
}
