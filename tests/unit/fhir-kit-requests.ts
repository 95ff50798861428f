import { expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { fhirApi } from '../../src/fhir/fhir-api.server'
import { BASE, fhirGet } from './fhir-database'
import { elementsAt, emptyElements, kitEscape, kitValue, stringElementMatches } from './fhir-rules'

type Json = Record<string, any>
const matches = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search.mode === 'match').map((e: Json) => e.resource)
const included = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search.mode === 'include').map((e: Json) => e.resource)
const outcomes = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search.mode === 'outcome').map((e: Json) => e.resource)
const ids = (bundle: Json) => matches(bundle).map((r) => `${r.resourceType}/${r.id}`)
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

/**
 * Requests sent exactly as Inferno's Plan-Net and US Drug Formulary kits build them: the value
 * taken whole from a served resource (kitValue), commas escaped, the first reference of a
 * multi-reference element, POST `_search` with a form body; every returned resource is checked
 * by FHIR's rules (fhir-rules.ts), not by the server's own matcher.
 */
export function kitRequestTests(database: () => OpenDatabase) {
  const get = (path: string, init?: RequestInit) => fhirGet(database(), path, init)
  const search = async (path: string, init?: RequestInit) => {
    const answer = await get(path, init)
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200)
    return answer.body
  }
  /** A string search as a kit sends it, from the element of `source`: own resource found, every match holds the value. */
  const stringSearch = async (
    type: string,
    param: string,
    elementType: string,
    source: Json,
    path: string,
    ...otherPaths: string[]
  ) => {
    const value = kitValue(elementsAt(source, path)[0], elementType)!
    expect(value, `${type}/${source.id} ${path}`).toBeTruthy()
    const query = `${type}?${param}=${encodeURIComponent(kitEscape(value))}&_count=100`
    const bundle = await search(query)
    expect(ids(bundle), query).toContain(`${type}/${source.id}`)
    // The parameter's elements (drug-name: the code's display and the synonyms) hold the value by FHIR's rules.
    const holds = (r: Json) =>
      [path, ...otherPaths].some((p) =>
        elementsAt(r, p).some((e) => stringElementMatches(e, elementType, value)),
      )
    for (const r of matches(bundle))
      expect(holds(r), `${query}: ${r.resourceType}/${r.id}`).toBe(true)
    return { value, bundle }
  }

  it("POST [type]/_search with a form body answers as GET does, with the URL's parameters combined", async () => {
    for (const [type, body] of [
      ['Basic', 'code=formulary-item'],
      ['InsurancePlan', 'type=DRUGPOL'],
      ['MedicationKnowledge', 'drug-name=atorvastatin'],
      ['Location', 'address-state=FL&_count=5'],
    ] as const) {
      const byGet = await search(`${type}?${body}`)
      const byPost = await search(`${type}/_search`, { method: 'POST', headers: FORM, body })
      expect(byPost.total, type).toBe(byGet.total)
      expect(ids(byPost), type).toEqual(ids(byGet))
      expect(byPost.total, type).toBeGreaterThan(0)
    }
    const combined = await search('InsurancePlan/_search?type=DRUGPOL', {
      method: 'POST',
      headers: FORM,
      body: '_count=3',
    })
    expect(combined.total).toBe((await search('InsurancePlan?type=DRUGPOL')).total)
    expect(matches(combined)).toHaveLength(3)
    // The next link is a GET any client can follow.
    expect(combined.link.find((l: Json) => l.relation === 'next').url).toBe(
      `${BASE}/InsurancePlan?type=DRUGPOL&_count=3&_offset=3`,
    )
    expect(
      (
        await get('InsurancePlan/_search', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(415)
    expect((await get('Nothing/_search', { method: 'POST', headers: FORM, body: '' })).status).toBe(
      405,
    )
  })

  it('finds a plan by its whole multi-word name, and every match starts with it', async () => {
    const plan = matches(await search('InsurancePlan?_count=1'))[0]!
    const { bundle } = await stringSearch('InsurancePlan', 'name', 'string', plan, 'name')
    expect(plan.name.split(' ').length).toBeGreaterThan(2)
    expect(bundle.total).toBeLessThan(5)
  })

  it('Location?address= with Address.text and its commas escaped matches that address, not any of its parts', async () => {
    const location = matches(await search('Location?_count=1'))[0]!
    expect(location.address.text).toContain(',')
    const { bundle } = await stringSearch('Location', 'address', 'Address', location, 'address')
    expect(bundle.total).toBeLessThan(20)
    // An unescaped comma is an OR of the parts.
    const parts = location.address.text.split(', ')
    const or = await search(`Location?address=${encodeURIComponent(parts.join(','))}&_count=0`)
    expect(or.total).toBeGreaterThan(bundle.total)
  })

  it("Organization?address= with Address.text finds the plan's Member Services address, and the organization.address chain follows it", async () => {
    const payer = (await search('Organization/ceiba-health')) as Json
    const { value } = await stringSearch('Organization', 'address', 'Address', payer, 'address')
    expect(value).toMatch(/^Ceiba Health Member Services, /)
    // Chains take the first reference of the element: a Location's managing organization.
    const place = matches(await search('Location?type=PHARM&_count=1'))[0]!
    const organization = await search(place.managingOrganization.reference)
    const text = kitValue(organization.address[0], 'Address')!
    const chained = await search(
      `Location?organization.address=${encodeURIComponent(kitEscape(text))}&_count=100`,
    )
    expect(ids(chained)).toContain(`Location/${place.id}`)
    for (const r of matches(chained)) {
      const owner = await search(r.managingOrganization.reference)
      expect(
        owner.address.some((a: Json) => stringElementMatches(a, 'Address', text)),
        `Location/${r.id}`,
      ).toBe(true)
    }
  })

  it('string search is a start of the value or of a part, ignoring case and accents: never a word inside it', async () => {
    const state = await search('Location?address=AL&_count=100')
    expect(state.total).toBeGreaterThan(0)
    for (const r of matches(state))
      expect(
        stringElementMatches(r.address, 'Address', 'AL'),
        `Location/${r.id} ${r.address.text}`,
      ).toBe(true)
    // A doctor found by the family name as the kit takes it, upper-cased with an accent added.
    const doctor = matches(await search('Practitioner?_count=1'))[0]!
    const family: string = doctor.name[0].family
    const accented = family
      .toUpperCase()
      .replace(/A|E|I|O|U/, (vowel) => ({ A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' })[vowel]!)
    const found = await search(`Practitioner?family=${encodeURIComponent(accented)}&_count=100`)
    expect(ids(found)).toContain(`Practitioner/${doctor.id}`)
    for (const r of matches(found))
      expect(stringElementMatches(r.name[0].family, 'string', family), r.name[0].text).toBe(true)
    await stringSearch('Practitioner', 'name', 'HumanName', doctor, 'name')
    await stringSearch('Practitioner', 'given', 'string', doctor, 'name.given')
    const drug = matches(await search('MedicationKnowledge?_count=1'))[0]!
    await stringSearch(
      'MedicationKnowledge',
      'drug-name',
      'string',
      drug,
      'code.coding.display',
      'synonym',
    )
  })

  it('caps _count at the largest page, answers _summary=count, _total and _elements', async () => {
    const big = await search('Location?_count=1000')
    expect(matches(big)).toHaveLength(100)
    expect(big.link.find((l: Json) => l.relation === 'next').url).toContain('_count=100')
    const count = await search('Practitioner?_summary=count')
    expect(count.total).toBeGreaterThan(1000)
    expect(count.entry).toBeUndefined()
    expect((await search('Practitioner?_total=accurate&_count=1')).total).toBe(count.total)
    const slim = matches(await search('Practitioner?_elements=name,identifier&_count=2'))
    for (const r of slim) {
      expect(Object.keys(r).sort()).toEqual(['id', 'identifier', 'meta', 'name', 'resourceType'])
      expect(r.meta.tag).toEqual([expect.objectContaining({ code: 'SUBSETTED' })])
    }
    expect((await get('Practitioner?_summary=maybe')).status).toBe(400)
  })

  it('answers _summary=true with the summary elements, text with the mandatory ones, data and false whole', async () => {
    const whole = matches(await search('Location?_count=3'))
    const summary = matches(await search('Location?_summary=true&_count=3'))
    expect(summary.map((r) => r.id)).toEqual(whole.map((r) => r.id))
    for (const [at, r] of summary.entries()) {
      // R4 marks name, type, status, managingOrganization of a Location as summary; not address, telecom or extensions.
      expect(r).toMatchObject({ name: whole[at]!.name, type: whole[at]!.type, status: 'active' })
      for (const name of ['address', 'telecom', 'extension', 'hoursOfOperation', 'position'])
        expect(r[name], name).toBeUndefined()
      expect(r.meta.tag).toEqual([expect.objectContaining({ code: 'SUBSETTED' })])
      expect(r.meta.lastUpdated).toBe(whole[at]!.meta.lastUpdated)
    }
    const endpoints = matches(await search('Endpoint?_summary=text&_count=2'))
    for (const r of endpoints)
      expect(Object.keys(r).sort()).toEqual(
        ['address', 'connectionType', 'id', 'meta', 'payloadType', 'resourceType', 'status'].sort(),
      )
    const roles = matches(await search('PractitionerRole?_summary=text&_count=2'))
    for (const r of roles) expect(Object.keys(r).sort()).toEqual(['id', 'meta', 'resourceType'])
    for (const value of ['data', 'false'])
      expect(matches(await search(`Location?_summary=${value}&_count=3`))).toEqual(whole)
    expect((await get('Location?_summary=true&_elements=name')).status).toBe(400)
  })

  it('answers OPTIONS with the CapabilityStatement and refuses another FHIR version with 406', async () => {
    const response = await fhirApi(
      new Request('http://site.test/fhir/metadata', { method: 'OPTIONS' }),
      async () => database().db,
      BASE,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
    expect(((await response.json()) as Json).resourceType).toBe('CapabilityStatement')
    expect(
      (await get('metadata', { headers: { accept: 'application/fhir+json; fhirVersion=3.0' } }))
        .status,
    ).toBe(406)
    expect(
      (await get('metadata', { headers: { accept: 'application/fhir+json; fhirVersion=4.0' } }))
        .status,
    ).toBe(200)
  })

  it('_revinclude beyond 200 says which search pages through the rest, and that search gives all of them', async () => {
    const network = await search(
      'Organization?_id=network-csnp&_revinclude=PractitionerRole:network',
    )
    const total = (await search('PractitionerRole?network=Organization/network-csnp&_count=0'))
      .total
    expect(total).toBeGreaterThan(200)
    const url = /Page through all of them with (\S+)/.exec(
      outcomes(network)[0]!.issue[0].diagnostics,
    )![1]!
    let next: string | undefined = url.slice(BASE.length + 1)
    const seen = new Set<string>()
    while (next) {
      const page = await search(next)
      for (const r of matches(page)) seen.add(r.id)
      next = page.link.find((l: Json) => l.relation === 'next')?.url.slice(BASE.length + 1)
    }
    expect(seen.size).toBe(total)
    expect(included(network).every((r) => seen.has(r.id))).toBe(true)
  })

  it("serves no empty element, no coverage-area mode, and a plain search shows each profile's current resources first", async () => {
    const plans = matches(await search('InsurancePlan?_count=100'))
    const retiredAt = plans.findIndex((r) => r.status !== 'active')
    expect(
      plans
        .slice(0, retiredAt < 0 ? undefined : retiredAt)
        .every((r) => r.status === 'active' && r.meta.profile?.length),
    ).toBe(true)
    expect(
      plans.some((r) => r.meta.profile?.some((p: string) => p.endsWith('plannet-InsurancePlan'))),
    ).toBe(true)
    expect(
      plans.some((r) => r.meta.profile?.some((p: string) => p.endsWith('usdf-Formulary'))),
    ).toBe(true)
    const locations = [
      ...matches(await search('Location?_count=100')),
      ...matches(await search('Location?type=AREA&_count=100')),
    ]
    expect(locations.slice(0, 100).every((r) => r.type[0].coding[0].code !== 'AREA')).toBe(true)
    expect(locations.filter((r) => 'mode' in r)).toEqual([])
    const retired = matches(await search('InsurancePlan?status=retired&_count=100'))
    const drugs = matches(await search('MedicationKnowledge?_count=100'))
    for (const r of [...plans, ...locations, ...retired, ...drugs])
      expect(emptyElements(r), `${r.resourceType}/${r.id}`).toEqual([])
  })
}
