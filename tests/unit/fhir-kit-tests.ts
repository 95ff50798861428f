import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { providers } from '../../db/schema/directory.ts'
import { formularies, formularyDrugs } from '../../db/schema/formulary.ts'
import { counties, planCounties, plans } from '../../db/schema/plans.ts'
import { hasDirectAddress } from '../../db/seed/directory-payer-data.ts'
import { EXT, SYSTEM } from '../../src/fhir/codes'
import { REVINCLUDE_MAX } from '../../src/fhir/fhir-api.server'
import { coverageText } from '../../src/fhir/coverage-text'
import formularyEn from '../../locales/en-us/formulary.json'
import { fhirGet } from './fhir-database'
import {
  kitReport,
  referencesIn,
  unresolvedReferences,
  walkKits,
  type Finding,
} from './fhir-kit-conformance'
import { KNOWN_GAPS } from './fhir-kit-gaps'
import { KIT_PROFILES } from './fhir-kit-requirements'

type Json = Record<string, any>
const matches = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search.mode === 'match').map((e: Json) => e.resource)
const included = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search.mode === 'include').map((e: Json) => e.resource)
const outcomes = (bundle: Json): Json[] =>
  (bundle.entry ?? []).filter((e: Json) => e.search.mode === 'outcome').map((e: Json) => e.resource)

/**
 * What Inferno's Plan-Net and US Drug Formulary test kits ask of the server: the protocol (406,
 * 405, vread, history), the searches they need (each checked against a count taken from the
 * tables), the data (references resolve, ended plans retired, codes from the required value sets,
 * coverage notes in words), and a walk of the kits' requirement lists that fails on any gap not
 * listed, with its reason, in fhir-kit-gaps.ts.
 */
export function kitTests(database: () => OpenDatabase) {
  const get = (path: string, init?: RequestInit) => fhirGet(database(), path, init)
  const search = async (path: string) => {
    const answer = await get(path)
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200)
    return answer.body
  }
  let rows: Array<typeof providers.$inferSelect>

  beforeAll(async () => {
    rows = await database().db.select().from(providers)
  })

  it("the CapabilityStatement instantiates both guides' server statements, says JSON, and lists every profile the kits test", async () => {
    const statement = await search('metadata')
    expect(statement.instantiates).toEqual(
      expect.arrayContaining([
        'http://hl7.org/fhir/us/davinci-pdex-plan-net/CapabilityStatement/plan-net',
        'http://hl7.org/fhir/us/davinci-drug-formulary/CapabilityStatement/usdf-server',
      ]),
    )
    expect(statement.fhirVersion).toBe('4.0.1')
    expect(statement.format).toEqual(expect.arrayContaining(['json', 'application/fhir+json']))
    const supported = statement.rest[0].resource.flatMap((r: Json) => r.supportedProfile)
    expect(supported).toEqual(expect.arrayContaining(KIT_PROFILES.map((p) => p.profile)))
  })

  it('answers JSON only: 406 for XML or any other format asked for, by Accept or _format', async () => {
    for (const accept of [
      'application/fhir+xml',
      'application/xml',
      'text/html',
      'application/fhir+xml;q=1, application/json;q=0',
    ]) {
      const answer = await get('Practitioner?_count=1', { headers: { accept } })
      expect(answer.status, accept).toBe(406)
      expect(answer.body.resourceType).toBe('OperationOutcome')
      // A shared cache keeps the 406 and the JSON of one address apart.
      expect(answer.vary).toBe('Accept')
    }
    for (const accept of [
      'application/fhir+json',
      'application/json',
      '*/*',
      'application/fhir+xml, application/fhir+json;q=0.5',
      'application/fhir+json; fhirVersion=4.0',
    ]) {
      const answer = await get('Practitioner?_count=1', { headers: { accept } })
      expect(answer.status, accept).toBe(200)
      expect(answer.vary).toBe('Accept')
    }
    expect((await get('metadata?_format=xml')).status).toBe(406)
    expect((await get('Practitioner?_count=1&_format=application/fhir+xml')).status).toBe(406)
    // _format overrides Accept; an unencoded + (a space once decoded) is the JSON format it names.
    expect(
      (
        await get('Practitioner?_count=1&_format=application/fhir+json', {
          headers: { accept: 'application/fhir+xml' },
        })
      ).status,
    ).toBe(200)
    expect((await get('Practitioner?_count=1&_format=application%2Ffhir%2Bjson')).status).toBe(200)
    expect((await get('metadata?_format=json')).status).toBe(200)
  })

  it('refuses every write with a 405 OperationOutcome naming the methods allowed, whatever the body', async () => {
    const body = JSON.stringify({ resourceType: 'Practitioner', name: [{ family: 'Test' }] })
    for (const [method, path] of [
      ['POST', 'Practitioner'],
      ['PUT', 'Practitioner/1'],
      ['DELETE', 'Practitioner/1'],
      ['PATCH', 'Practitioner/1'],
      ['POST', ''],
    ] as const) {
      const response = await import('../../src/fhir/fhir-api.server').then(({ fhirApi }) =>
        fhirApi(
          new Request(`http://site.test/fhir/${path}`, {
            method,
            body: method === 'DELETE' ? undefined : body,
            headers: { 'content-type': 'application/fhir+json' },
          }),
          async () => database().db,
          'https://x/fhir',
        ),
      )
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
      expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/)
      expect(((await response.json()) as Json).resourceType).toBe('OperationOutcome')
    }
  })

  it('answers vread of version 1 and the history of one resource; other versions and type history are refused plainly', async () => {
    const doctor = rows.find((r) => r.category === 'doctors')!
    const read = (await get(`Practitioner/${doctor.id}`)).body
    expect(read.meta.versionId).toBe('1')
    const vread = await get(`Practitioner/${doctor.id}/_history/1`)
    expect(vread.status).toBe(200)
    expect(vread.body).toEqual(read)
    const history = await get(`Practitioner/${doctor.id}/_history`)
    expect(history.status).toBe(200)
    expect(history.body).toMatchObject({ resourceType: 'Bundle', type: 'history', total: 1 })
    expect(history.body.entry[0].resource).toEqual(read)
    const other = await get(`Practitioner/${doctor.id}/_history/2`)
    expect(other.status).toBe(404)
    expect(other.body.issue[0].diagnostics).toMatch(/one version/)
    const typeHistory = await get('Practitioner/_history')
    expect(typeHistory.status).toBe(404)
    expect(typeHistory.body.issue[0].diagnostics).not.toMatch(/Unknown resource type/)
    expect((await get('Practitioner/0/_history/1')).status).toBe(404)
    for (const entry of (await search('InsurancePlan?_count=2')).entry)
      expect(entry.resource.meta.versionId).toBe('1')
  })

  it('searches the kits need answer with the counts the tables give', async () => {
    const doctors = rows.filter((r) => r.category === 'doctors')
    const places = rows.filter((r) => r.category !== 'doctors')
    const count = async (path: string) =>
      (await search(`${path}${path.includes('?') ? '&' : '?'}_count=0`)).total as number
    // PractitionerRole.code: ph, apn (nurse practitioners; ProviderRoleCS has no np).
    expect(await count('PractitionerRole?role=apn')).toBe(
      doctors.filter((r) => r.specialty === 'Nurse Practitioner').length,
    )
    expect(await count(`PractitionerRole?role=${SYSTEM.providerRole}|ph`)).toBe(
      doctors.filter((r) => r.specialty !== 'Nurse Practitioner').length,
    )
    expect(await count('PractitionerRole?role=np')).toBe(0)
    // Chains, through every kind of reference.
    expect(
      await count(
        'PractitionerRole?network.name=Ceiba%20Health%20Medicare%20Advantage%20HMO%20Network',
      ),
    ).toBe(doctors.filter((r) => r.planTypes.includes('HMO')).length)
    expect(await count('PractitionerRole?organization.name=sunbelt')).toBe(
      doctors.filter((r) => r.medicalReferralGroups[0] === 'Sunbelt Medical Group').length,
    )
    // FHIR string rules: the text, the family name or a given name starts with the value ("Perez-Garcia" is not found).
    expect(await count('PractitionerRole?practitioner.name=garcia')).toBe(
      doctors.filter((r) =>
        r.name
          .split(', ')[0]!
          .split(' ')
          .some((part) => part.toLowerCase().startsWith('garcia')),
      ).length,
    )
    expect(await count('HealthcareService?location.type=PHARM')).toBe(
      places.filter((r) => r.specialty === 'Pharmacy').length,
    )
    // Each doctor's role names its service (HealthcareService/{the role's id}, a medical provider's).
    expect(await count('HealthcareService?service-category=prov')).toBe(doctors.length)
    expect(await count('PractitionerRole?service.service-category=prov')).toBe(doctors.length)
    expect(await count('PractitionerRole?service.service-category=pharm')).toBe(0)
    expect(await count('HealthcareService?service-category=pharm')).toBe(
      places.filter((r) => r.specialty === 'Pharmacy').length,
    )
    expect(
      await count('HealthcareService?organization=Organization/group-sunbelt-medical-group'),
    ).toBe(doctors.filter((r) => r.medicalReferralGroups[0] === 'Sunbelt Medical Group').length)
    const doctor = doctors.find((r) => r.medicalReferralGroups.length > 0)!
    const role = await search(`PractitionerRole?_id=${doctor.id}&_include=PractitionerRole:service`)
    const service = included(role).find((r) => r.resourceType === 'HealthcareService')!
    expect(matches(role)[0]!.healthcareService[0].reference).toBe(`HealthcareService/${doctor.id}`)
    expect(service).toMatchObject({
      id: String(doctor.id),
      name: `${doctor.specialty} with ${doctor.name}`,
      location: [{ reference: `Location/${doctor.id}` }],
      providedBy: { display: doctor.medicalReferralGroups[0] },
    })
    const back = await search(
      `HealthcareService?_id=${doctor.id}&_revinclude=PractitionerRole:service`,
    )
    expect(included(back).map((r) => `${r.resourceType}/${r.id}`)).toEqual([
      `PractitionerRole/${doctor.id}`,
    ])
    expect(
      await count(`HealthcareService?name=${encodeURIComponent(service.name)}&_id=${doctor.id}`),
    ).toBe(1)
    expect(await count('OrganizationAffiliation?service.service-category=trans')).toBe(
      places.filter((r) => r.specialty === 'Non-Emergency Medical Transportation').length,
    )
    // This API's two (the payer's), and the Direct addresses of what is named Ceiba: facilities, and doctors through their group.
    const ceiba = (name: string | undefined) => !!name && name.toLowerCase().startsWith('ceiba')
    expect(await count('Endpoint?organization.name=ceiba')).toBe(
      2 +
        rows.filter(
          (r) =>
            hasDirectAddress(r) &&
            ceiba(r.category === 'doctors' ? r.medicalReferralGroups[0] : r.name),
        ).length,
    )
    expect(await count('Endpoint?organization=Organization/ceiba-health')).toBe(2)
    expect(await count('InsurancePlan?owned-by.name=ceiba')).toBe(
      (await database().db.select().from(plans)).length +
        (await database().db.select().from(formularies)).length,
    )
    // _has: practitioners by what their roles say.
    expect(await count('Practitioner?_has:PractitionerRole:practitioner:role=apn')).toBe(
      doctors.filter((r) => r.specialty === 'Nurse Practitioner').length,
    )
    expect(
      await count(
        'Organization?_has:OrganizationAffiliation:participating-organization:network=Organization/network-csnp',
      ),
    ).toBe(places.filter((r) => r.planTypes.includes('C-SNP')).length)
    // Coverage areas: the counties a plan serves are Locations, part of their state's.
    const db = database().db
    const served = await db
      .select({ slug: planCounties.planSlug, fips: planCounties.fips, state: counties.state })
      .from(planCounties)
      .innerJoin(counties, eq(counties.fips, planCounties.fips))
    const fips = served[0]!.fips
    expect(await count(`InsurancePlan?coverage-area=Location/area-${fips}`)).toBe(
      new Set(served.filter((s) => s.fips === fips).map((s) => s.slug)).size,
    )
    const flCounties = await count('Location?partof=Location/area-fl')
    expect(flCounties).toBeGreaterThan(0)
    expect(flCounties).toBeLessThanOrEqual(
      new Set(served.filter((s) => s.state === 'FL').map((s) => s.fips)).size,
    )
    const area = await search(`Location/area-${fips}`)
    expect(area).toMatchObject({
      resourceType: 'Location',
      partOf: { reference: `Location/area-${served[0]!.state.toLowerCase()}` },
    })
    // Formulary coverage, status and period of the plans.
    const planRows = await db.select().from(plans)
    const formularyKeys = new Set((await db.select().from(formularies)).map((f) => f.key))
    expect(await count('InsurancePlan?formulary-coverage=InsurancePlan/formulary-gsc-2026')).toBe(
      planRows.filter((p) => p.drugCoverage && p.formularyCode === 'gsc' && p.year === 2026).length,
    )
    expect(await count('InsurancePlan?coverage-type=DRUGPOL&type=mediadv')).toBe(
      planRows.filter(
        (p) =>
          p.drugCoverage && p.formularyCode && formularyKeys.has(`${p.formularyCode}_${p.year}`),
      ).length,
    )
    const thisYear = new Date().getUTCFullYear()
    expect(await count('InsurancePlan?status=active&type=mediadv')).toBe(
      planRows.filter((p) => p.year >= thisYear).length,
    )
    expect(await count('InsurancePlan?status=retired&type=mediadv')).toBe(
      planRows.filter((p) => p.year < thisYear).length,
    )
    expect(await count(`InsurancePlan?period=ge${thisYear}-06-01&type=mediadv`)).toBe(
      planRows.filter((p) => p.year >= thisYear).length,
    )
    // Formulary items and drugs.
    const items = await db.select().from(formularyDrugs).where(eq(formularyDrugs.covered, true))
    expect(await count('Basic?status=active&pharmacy-benefit-type=1-month-in-retail')).toBe(
      items.length,
    )
    expect(await count('Basic?period=2026-03-01&formulary=InsurancePlan/formulary-gsc-2026')).toBe(
      0,
    ) // eq: the day must contain the whole year
    expect(
      await count('Basic?period=ge2026-03-01&formulary=InsurancePlan/formulary-gsc-2026'),
    ).toBe(items.filter((i) => i.formularyKey === 'gsc_2026').length)
    expect(
      matches(await search('MedicationKnowledge?drug-name=atorvastatin')).map((r) => r.id),
    ).toEqual(expect.arrayContaining(['atorvastatin', 'lipitor']))
  })

  it('the payer data the kits look for: spoken languages with their proficiency, other names of places, area boundaries', async () => {
    const doctors = matches(await search('Practitioner?_count=50'))
    const spoken = doctors.flatMap((r) => r.communication ?? [])
    expect(spoken.length).toBeGreaterThan(50)
    for (const language of spoken) {
      const [level] = language.extension.filter((e: Json) => e.url === EXT.communicationProficiency)
      expect(level.valueCodeableConcept.coding[0].system).toBe(SYSTEM.languageProficiency)
      expect(['30', '40', '50']).toContain(level.valueCodeableConcept.coding[0].code)
    }
    // A hospital goes by its initials, and name= finds it by them (R4: Location.name | Location.alias).
    const hospital = matches(await search('Location?type=HOSP&_count=1'))[0]!
    const initials = hospital.name
      .split(' of ')[0]
      .split(' ')
      .filter((w: string) => /^[A-Z]/.test(w))
      .map((w: string) => w[0])
      .join('')
    expect(hospital.alias).toEqual([initials])
    expect((await search(`Location?name=${initials}&_id=${hospital.id}`)).total).toBe(1)
    // Each coverage area's boundary holds the area's own position (a shape of the right place, in lon/lat order).
    const areas = matches(await search('Location?type=AREA&_count=100'))
    expect(areas.length).toBeGreaterThan(50)
    const inside = ([x, y]: [number, number], ring: Array<[number, number]>) => {
      let hit = false
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!
        const [xj, yj] = ring[j]!
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
      }
      return hit
    }
    let held = 0
    for (const area of areas) {
      const [region] = area.extension.filter((e: Json) => e.url === EXT.boundaryGeojson)
      expect(region.valueAttachment.contentType).toBe('application/geo+json')
      const shape = JSON.parse(Buffer.from(region.valueAttachment.data, 'base64').toString())
      const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates
      const point: [number, number] = [area.position.longitude, area.position.latitude]
      if (polygons.some((rings: Array<Array<[number, number]>>) => inside(point, rings[0]!)))
        held += 1
    }
    // The mean of a county's ZIP code centres may fall in water or a neighbour (the Keys, a crescent): nearly all are inside.
    expect(held / areas.length).toBeGreaterThan(0.9)
  })

  it('reads chains typed by modifier, and answers bad chains, _has and _revinclude with a 400, never a 500', async () => {
    const plain = (await search('PractitionerRole?organization.name=sunbelt&_count=0')).total
    expect(plain).toBeGreaterThan(0)
    expect(
      (await search('PractitionerRole?organization:Organization.name=sunbelt&_count=0')).total,
    ).toBe(plain)
    for (const query of [
      'PractitionerRole?organization:Location.name=x',
      'PractitionerRole?organization.bogus=x',
      'PractitionerRole?specialty.name=x',
      'PractitionerRole?nothing.name=x',
      'Practitioner?_has:PractitionerRole:practitioner=x',
      'Practitioner?_has:Nothing:practitioner:role=x',
      'Practitioner?_has:PractitionerRole:location:role=x',
      'Practitioner?_has:PractitionerRole:practitioner:bogus=x',
      'Practitioner?_revinclude=PractitionerRole',
      'Practitioner?_revinclude=PractitionerRole:location',
      'Practitioner?_revinclude=PractitionerRole:practitioner:Location',
      'InsurancePlan?period=tomorrow',
      'Basic?period=2026-13-45',
      'Location?partof=Organization/1',
      'PractitionerRole?network.name=' + 'x'.repeat(300),
      'Practitioner/%E0%A4%A/_history',
      'Practitioner/1/_history/1/extra',
      'Practitioner?_format=%FF',
    ]) {
      const answer = await get(query)
      expect(answer.status, query).toBeGreaterThanOrEqual(400)
      expect(answer.status, query).toBeLessThan(500)
      expect(answer.body.resourceType, query).toBe('OperationOutcome')
    }
  })

  it('_revinclude adds what points at the page, at most 200 per page, and says so when there are more', async () => {
    const doctor = rows.find((r) => r.category === 'doctors')!
    const practitioner = await search(
      `Practitioner?_id=${doctor.id}&_revinclude=PractitionerRole:practitioner`,
    )
    expect(included(practitioner).map((r) => `${r.resourceType}/${r.id}`)).toEqual([
      `PractitionerRole/${doctor.id}`,
    ])
    const network = await search(
      'Organization?_id=network-csnp&_revinclude=PractitionerRole:network&_revinclude=OrganizationAffiliation:network',
    )
    const roles = rows.filter(
      (r) => r.category === 'doctors' && r.planTypes.includes('C-SNP'),
    ).length
    expect(included(network).filter((r) => r.resourceType === 'PractitionerRole')).toHaveLength(
      Math.min(roles, REVINCLUDE_MAX),
    )
    if (roles > REVINCLUDE_MAX)
      expect(outcomes(network)[0]!.issue[0].diagnostics).toContain(
        `${roles} resources point at this page's matches`,
      )
    const county = matches(await search('Location?partof=Location/area-fl&_count=1'))[0]!
    const plansThere = await search(
      `Location?_id=${county.id}&_revinclude=InsurancePlan:coverage-area`,
    )
    expect(included(plansThere).length).toBe(
      (await search(`InsurancePlan?coverage-area=Location/${county.id}&_count=0`)).total,
    )
    expect((await get('Location?_revinclude=Practitioner:name')).status).toBe(400)
  })

  it('every reference an InsurancePlan holds resolves, and no ended year is active', async () => {
    const all: Json[] = []
    for (let offset = 0; offset < 800; offset += 100)
      all.push(...matches(await search(`InsurancePlan?_count=100&_offset=${offset}`)))
    expect(all.length).toBe((await search('InsurancePlan?_count=0')).total)
    const references = referencesIn(all)
    expect(references.size).toBeGreaterThan(200)
    for (const reference of references) expect((await get(reference)).status, reference).toBe(200)
    const thisYear = new Date().getUTCFullYear()
    for (const plan of all) {
      const ended = Number(plan.period.end.slice(0, 4)) < thisYear
      if (ended) expect(plan.status, plan.id).toBe('retired')
    }
  })

  it("every reference in the resources of every profile resolves (the kits' reference resolution tests)", async () => {
    const { checked, unresolved } = await unresolvedReferences((path) => get(path))
    expect(unresolved).toEqual([])
    expect(checked).toBeGreaterThan(1000)
  }, 300_000)

  it('says every coverage note in the English words the site shows, never a message key', async () => {
    const items = matches(
      await search('Basic?formulary=InsurancePlan/formulary-gsc-2026&_count=100'),
    )
    const notes = items.flatMap((r) =>
      (r.extension ?? [])
        .filter((e: Json) => e.url === EXT.additionalCoverage)
        .map((e: Json) => e.valueMarkdown as string),
    )
    expect(notes.length).toBeGreaterThan(10)
    const sentences = notes.flatMap((n) => n.split('\n\n'))
    for (const sentence of sentences) {
      expect(sentence, 'not a message key').not.toMatch(/^[a-zA-Z]+(\.[a-zA-Z_]+)+$/)
      expect(sentence).toMatch(/[.!]$/)
    }
    // The same words as the formulary page's English strings.
    expect(
      coverageText({
        priorAuth: { variant: 'general' },
        stepTherapy: true,
        quantityLimit: null,
        flags: {},
        drugNotes: [],
      } as never),
    ).toEqual([formularyEn.priorAuth.general, formularyEn.stepTherapy])
  })

  it("walks the test kits' requirement lists: every requirement met but the listed gaps the data cannot fill", async () => {
    const findings: Finding[] = await walkKits((path, init) => get(path, init))
    console.log(kitReport(findings))
    const gaps = findings.filter((f) => !f.met).map((f) => `${f.profile} ${f.kind} ${f.name}`)
    const unexplained = findings
      .filter((f) => !f.met && !KNOWN_GAPS[`${f.profile} ${f.kind} ${f.name}`])
      .map((f) => `${f.profile} ${f.kind} ${f.name}: ${f.why}`)
    expect(unexplained, 'requirements not met').toEqual([])
    // A gap that is met now must leave the list.
    expect(Object.keys(KNOWN_GAPS).filter((gap) => !gaps.includes(gap))).toEqual([])
  }, 300_000)
}
