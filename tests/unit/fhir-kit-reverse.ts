import {
  KIT_COMBINATIONS,
  KIT_PROFILES,
  KIT_REVERSE_CHAINS,
  type KitProfile,
} from './fhir-kit-requirements'
import {
  hasProfile,
  holds,
  searchValue,
  valuesAt,
  type Finding,
  type Get,
} from './fhir-kit-conformance'

/**
 * The Plan-Net kit's reverse chain and combination searches, chosen as the kit chooses them: the
 * value from a served source resource whose reference points at a resource of the profile. Met
 * when the search answers 200, finds that resource, and every match on its first page is pointed
 * at by a source with the value (and, for a combination, holds the other values; included
 * resources are referenced by a match).
 */
type Json = Record<string, any>
const matches = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search?.mode === 'match').map((e: Json) => e.resource)
const includedOf = (bundle: Json): Json[] =>
  (bundle.entry ?? [])
    .filter((e: Json) => e.search?.mode === 'include')
    .map((e: Json) => e.resource)
const short = (profile: KitProfile) => profile.profile.split('/').pop()!
const profileNamed = (name: string) => KIT_PROFILES.find((p) => short(p) === name)!
const searchOf = (type: string, name: string) =>
  KIT_PROFILES.find((p) => p.resource === type)!.searches.find((s) => s.name === name)!
const query = (type: string, params: Record<string, string>) =>
  `${type}?${new URLSearchParams(params)}`

/** The first reference of `source`'s element searched by `target` that points at the profile's type. */
function firstRef(source: Json, target: string, type: string): string | undefined {
  const search = searchOf(source.resourceType, target)
  const ref = (search.paths.flatMap((p) => valuesAt(source, p)) as Json[])[0]
  return typeof ref?.reference === 'string' && ref.reference.startsWith(`${type}/`)
    ? ref.reference
    : undefined
}

/** Whether some `source` with `param=value` points at `reference` through `target`. */
async function pointedAt(
  get: Get,
  source: string,
  target: string,
  param: string,
  value: string,
  reference: string,
) {
  const answer = await get(`${query(source, { [param]: value, [target]: reference })}&_count=0`)
  return answer.status === 200 && answer.body.total >= 1
}

export async function walkReverseChains(
  get: Get,
  samplesOfType: (type: string) => Json[],
  samplesOfProfile: (profile: string) => Json[],
): Promise<Finding[]> {
  const findings: Finding[] = []
  const note = (profile: string, kind: Finding['kind'], name: string, met: boolean, why: string) =>
    findings.push({
      profile,
      kind,
      name,
      met,
      ...(met ? {} : { why, ...(/^no served resource/.test(why) ? { untestable: true } : {}) }),
    })

  for (const rc of KIT_REVERSE_CHAINS) {
    const profile = profileNamed(rc.profile)
    const key = `_has:${rc.source}:${rc.target}:${rc.param}`
    let done = false
    for (const source of samplesOfType(rc.source)) {
      const reference = firstRef(source, rc.target, profile.resource)
      const value = reference && searchValue(source, searchOf(rc.source, rc.param))
      if (!reference || value === undefined) continue
      const target = (await get(reference)).body
      if (!hasProfile(target, profile.profile)) continue
      const path = query(profile.resource, { [key]: value })
      const own = await get(`${path}&_id=${target.id}`)
      const all = await get(path)
      const wrong: string[] = []
      if (all.status === 200)
        for (const base of matches(all.body))
          if (
            !(await pointedAt(
              get,
              rc.source,
              rc.target,
              rc.param,
              value,
              `${base.resourceType}/${base.id}`,
            ))
          )
            wrong.push(base.id)
      note(
        rc.profile,
        'reverse-chain',
        key,
        own.status === 200 && own.body.total === 1 && all.status === 200 && wrong.length === 0,
        `${path} -> ${all.status} ${all.body.total ?? all.body.issue?.[0]?.diagnostics}, own ${own.body.total}, wrong ${wrong.slice(0, 3).join(',')}`,
      )
      done = true
      break
    }
    if (!done)
      note(
        rc.profile,
        'reverse-chain',
        key,
        false,
        `no served resource of ${rc.source} points at one of ${rc.profile} with a ${rc.param}`,
      )
  }

  for (const combo of KIT_COMBINATIONS) {
    const profile = profileNamed(combo.profile)
    const type = profile.resource
    let done = false
    const candidates = combo.reverseChain
      ? samplesOfType(combo.reverseChain.source)
      : samplesOfProfile(profile.profile)
    for (const candidate of candidates) {
      let base = candidate
      const params: Record<string, string> = {}
      if (combo.reverseChain) {
        const { source, target, param } = combo.reverseChain
        const reference = firstRef(candidate, target, type)
        const value = reference && searchValue(candidate, searchOf(source, param))
        if (!reference || value === undefined) continue
        base = (await get(reference)).body
        if (!hasProfile(base, profile.profile)) continue
        params[`_has:${source}:${target}:${param}`] = value
      }
      const values = combo.params.map((name) => searchValue(base, searchOf(type, name)))
      if (values.some((v) => v === undefined)) continue
      combo.params.forEach((name, at) => (params[name] = values[at]!))
      if (combo.include) params._include = `${type}:${combo.include.param}`
      const path = query(type, params)
      const own = await get(`${path}&_id=${base.id}`)
      const all = await get(path)
      const wrong: string[] = []
      if (all.status === 200) {
        for (const r of matches(all.body)) {
          const holdsAll = combo.params.every((name, at) =>
            holds(r, searchOf(type, name), values[at]!),
          )
          const chained =
            !combo.reverseChain ||
            (await pointedAt(
              get,
              combo.reverseChain.source,
              combo.reverseChain.target,
              combo.reverseChain.param,
              params[
                `_has:${combo.reverseChain.source}:${combo.reverseChain.target}:${combo.reverseChain.param}`
              ]!,
              `${type}/${r.id}`,
            ))
          if (!holdsAll || !chained) wrong.push(r.id)
        }
        if (combo.include) {
          const included = includedOf(all.body)
          const referenced = new Set(
            matches(all.body).flatMap((r) =>
              (
                searchOf(type, combo.include!.param).paths.flatMap((p) => valuesAt(r, p)) as Json[]
              ).map((e) => e.reference),
            ),
          )
          if (!included.length) wrong.push('no include')
          for (const inc of included)
            if (!referenced.has(`${inc.resourceType}/${inc.id}`))
              wrong.push(`${inc.resourceType}/${inc.id}`)
        }
      }
      note(
        combo.profile,
        'combination',
        combo.name,
        own.status === 200 && own.body.total === 1 && all.status === 200 && wrong.length === 0,
        `${path} -> ${all.status} ${all.body.total ?? all.body.issue?.[0]?.diagnostics}, own ${own.body.total}, wrong ${wrong.slice(0, 3).join(',')}`,
      )
      done = true
      break
    }
    if (!done)
      note(combo.profile, 'combination', combo.name, false, 'no served resource has all the values')
  }
  return findings
}
