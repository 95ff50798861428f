import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { providers } from '../../db/schema/directory.ts'
import { formularies, formularyDrugs } from '../../db/schema/formulary.ts'
import { plans } from '../../db/schema/plans.ts'
import { drugDetails } from '../../src/features/formulary/drug-details.server'
import { planForFormulary } from '../../src/features/formulary/formulary-plan.server'
import { hasDirectAddress } from '../../db/seed/directory-payer-data.ts'
import { EXT, NUCC, PROFILE } from '../../src/fhir/codes'
import { RESOURCE_TYPES } from '../../src/fhir/table.server'
import { databaseKinds } from '../support/databases'
import { conformanceTests } from './fhir-conformance'
import { kitRequestTests } from './fhir-kit-requests'
import { kitTests } from './fhir-kit-tests'
import { fhirGet, openFhirDatabase, type Answer } from './fhir-database'

type Resource = Record<string, any> & { resourceType: string; id: string }
const matches = (bundle: Record<string, any>): Resource[] =>
  (bundle.entry ?? []).filter((e: any) => e.search.mode === 'match').map((e: any) => e.resource)
const included = (bundle: Record<string, any>): Resource[] =>
  (bundle.entry ?? []).filter((e: any) => e.search.mode === 'include').map((e: any) => e.resource)
const ext = (resource: Resource, url: string) =>
  (resource.extension ?? []).filter((e: any) => e.url === url)
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

describe.each(databaseKinds())('public FHIR API on %s', (kind) => {
  let open: OpenDatabase
  let rows: Array<typeof providers.$inferSelect>
  const get = (path: string, init?: RequestInit) => fhirGet(open, path, init)
  const search = async (path: string) => {
    const answer = await get(path)
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
    expect(answer.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset' })
    return answer.body
  }
  const problem = (answer: Answer, status: number) => {
    expect(answer.status).toBe(status)
    expect(answer.type).toMatch(/^application\/fhir\+json/)
    expect(answer.body.resourceType).toBe('OperationOutcome')
    expect(answer.body.issue[0].severity).toBe('error')
    expect(answer.body.issue[0].diagnostics.length).toBeGreaterThan(10)
  }

  beforeAll(async () => {
    open = await openFhirDatabase(kind)
    rows = await open.db.select().from(providers)
  }, 900_000) // seeding 52,000 providers takes minutes on PGlite when the machine is busy
  afterAll(async () => open?.close())

  it('serves every row as its resources, and says how many (the counts of the report)', async () => {
    const doctors = rows.filter((r) => r.category === 'doctors').length
    const others = rows.length - doctors
    const planCount = (await open.db.select().from(plans)).length
    // Coverage areas: every county a plan serves (that has ZIP codes) and the states they lie in.
    const served = await open.db.execute<{ counties: number; states: number }>(
      sql`select count(distinct c.fips)::int as counties, count(distinct c.state)::int as states from counties c where c.fips in (select fips from plan_counties) and c.fips in (select fips from zip_counties)`,
    )
    const areas = (served as unknown as { rows: Array<{ counties: number; states: number }> })
      .rows[0]!
    const expected: Record<string, number> = {
      Practitioner: doctors,
      PractitionerRole: doctors,
      Location: rows.length + areas.counties + areas.states,
      Organization: others + 1 + 4 + 12,
      // A place's or service's own, and each doctor's (the service of the doctor's role).
      HealthcareService: rows.length,
      OrganizationAffiliation: others,
      // This API's two, and each listing's Direct address (db/seed/directory-payer-data.ts).
      Endpoint: 2 + rows.filter((row) => hasDirectAddress(row)).length,
      InsurancePlan: planCount + 16,
      MedicationKnowledge: 1532,
      Basic: (await open.db.select().from(formularyDrugs).where(eq(formularyDrugs.covered, true)))
        .length,
    }
    const counts: Record<string, number> = {}
    for (const type of Object.keys(expected))
      counts[type] = (await search(`${type}?_count=0`)).total
    expect(counts).toEqual(expected)
    expect(rows.length).toBe(52_000)
    expect(areas.counties).toBeGreaterThan(100)
    if (kind === 'pglite') console.log('FHIR resources served:', JSON.stringify(counts))
  }, 180_000) // the first search of each type builds its in-memory index (directory, coverage areas, formulary)

  it('answers application/fhir+json, readable from any origin', async () => {
    const doctor = rows.find((r) => r.category === 'doctors')!
    const answer = await get(`Practitioner/${doctor.id}`)
    expect(answer.status).toBe(200)
    expect(answer.type).toMatch(/^application\/fhir\+json/)
    const response = await fhirGet(open, 'metadata')
    expect(response.body.resourceType).toBe('CapabilityStatement')
  })

  it('Practitioner?name= finds a practitioner whose name text, family or a given name starts with the value (FHIR string rules)', async () => {
    // The parts of a doctor's HumanName: the text ("Maria Garcia, MD"), each word of the person (given and family) and the credential.
    const parts = (name: string) =>
      [name, ...name.split(', ')[0]!.split(' '), ...name.split(', ').slice(1)].map((p) =>
        p.toLowerCase(),
      )
    const expected = rows
      .filter((r) => r.category === 'doctors' && parts(r.name).some((p) => p.startsWith('garc')))
      .map((r) => String(r.id))
    const bundle = await search('Practitioner?name=GARC&_count=100')
    expect(bundle.total).toBe(expected.length)
    expect(bundle.total).toBeGreaterThan(100)
    for (const practitioner of matches(bundle)) {
      expect(expected).toContain(practitioner.id)
      const name = practitioner.name[0]
      expect(
        [name.text, name.family, ...name.given].some((p: string) =>
          p.toLowerCase().startsWith('garc'),
        ),
        name.text,
      ).toBe(true)
    }
    // A double-barrelled family name is found by its start, not by its second half.
    const barrelled = rows.find(
      (r) => r.category === 'doctors' && /-/.test(r.name.split(', ')[0]!.split(' ').at(-1)!),
    )!
    const [first, second] = barrelled.name.split(', ')[0]!.split(' ').at(-1)!.split('-') as [
      string,
      string,
    ]
    expect(
      matches(
        await search(`Practitioner?name=${encodeURIComponent(first)}&_id=${barrelled.id}`),
      ).map((r) => r.id),
    ).toEqual([String(barrelled.id)])
    expect(
      (await search(`Practitioner?name=${encodeURIComponent(second)}&_id=${barrelled.id}`)).total,
    ).toBe(0)
    const two = await search('Practitioner?name=maria%20garc')
    expect(two.total).toBe(
      rows.filter((r) => r.category === 'doctors' && r.name.toLowerCase().startsWith('maria garc'))
        .length,
    )
    expect(two.total).toBeGreaterThan(0)
  })

  it('PractitionerRole?specialty=&location.address-postalcode= chains to the office and includes the practitioners', async () => {
    const family = NUCC['Family Medicine']!.code
    const expected = rows
      .filter(
        (r) => r.category === 'doctors' && r.specialty === 'Family Medicine' && r.zip === '33125',
      )
      .map((r) => String(r.id))
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    const bundle = await search(
      `PractitionerRole?specialty=${family}&location.address-postalcode=33125&_include=PractitionerRole:practitioner&_include=PractitionerRole:location`,
    )
    const roles = matches(bundle)
    expect(roles.map((r) => r.id).sort()).toEqual(expected)
    for (const role of roles) {
      expect(role.specialty[0].coding[0]).toMatchObject({
        system: 'http://nucc.org/provider-taxonomy',
        code: family,
      })
      const location = included(bundle).find(
        (r) => `${r.resourceType}/${r.id}` === role.location[0].reference,
      )
      expect(location?.address.postalCode).toBe('33125')
      expect(
        included(bundle).some((r) => `${r.resourceType}/${r.id}` === role.practitioner.reference),
      ).toBe(true)
    }
    expect(
      bundle.entry.every(
        (e: any) =>
          e.fullUrl ===
          `https://www.ceibahealth.example/fhir/${e.resource.resourceType}/${e.resource.id}`,
      ),
    ).toBe(true)
    const networks = await search(
      'PractitionerRole?network=Organization/network-dsnp&location.address-state=FL&_include=PractitionerRole:network&_count=5',
    )
    expect(networks.total).toBe(
      rows.filter(
        (r) => r.category === 'doctors' && r.state === 'FL' && r.planTypes.includes('D-SNP'),
      ).length,
    )
    expect(included(networks).map((r) => r.id)).toContain('network-dsnp')
    expect(included(networks).every((r) => r.meta.profile[0] === PROFILE.Network)).toBe(true)
  })

  it('Location?address-postalcode=&address-state= matches the address', async () => {
    const bundle = await search('Location?address-postalcode=33125&address-state=fl')
    expect(bundle.total).toBe(rows.filter((r) => r.zip === '33125' && r.state === 'FL').length)
    for (const location of matches(bundle))
      expect(location.address).toMatchObject({ postalCode: '33125', state: 'FL' })
    expect((await search('Location?address-postalcode=33125&address-state=TX')).total).toBe(0)
  })

  it('Organization?name= and ?type= cover facilities and the fixed payer, networks and groups', async () => {
    const bundle = await search('Organization?name=walgreens&_count=5')
    expect(bundle.total).toBe(
      rows.filter((r) => r.category !== 'doctors' && nameWords(r.name).includes('walgreens'))
        .length,
    )
    const networks = matches(await search('Organization?type=ntwk'))
    expect(networks.map((r) => r.id)).toEqual([
      'network-hmo',
      'network-ppo',
      'network-dsnp',
      'network-csnp',
    ])
    expect(
      networks.every(
        (r) =>
          r.meta.profile.includes(PROFILE.Network) &&
          r.partOf.reference === 'Organization/ceiba-health',
      ),
    ).toBe(true)
    expect(matches(await search('Organization?name=sunbelt')).map((r) => r.id)).toEqual([
      'group-sunbelt-medical-group',
    ])
    const group = await search(
      'Organization?partof=Organization/group-sunbelt-medical-group&_count=0',
    )
    expect(group.total).toBe(
      rows.filter(
        (r) => r.category !== 'doctors' && r.medicalReferralGroups[0] === 'Sunbelt Medical Group',
      ).length,
    )
  })

  it('HealthcareService and OrganizationAffiliation search by category, network and place', async () => {
    const pharmacies = await search(
      'HealthcareService?service-category=pharm&location.address-state=FL&_count=3&_include=HealthcareService:organization',
    )
    expect(pharmacies.total).toBe(
      rows.filter((r) => r.specialty === 'Pharmacy' && r.state === 'FL').length,
    )
    expect(included(pharmacies).map((r) => r.resourceType)).toEqual([
      'Organization',
      'Organization',
      'Organization',
    ])
    const affiliations = await search(
      'OrganizationAffiliation?network=Organization/network-hmo&location.address-postalcode=33125&_include=OrganizationAffiliation:participating-organization',
    )
    expect(affiliations.total).toBe(
      rows.filter(
        (r) => r.category !== 'doctors' && r.zip === '33125' && r.planTypes.includes('HMO'),
      ).length,
    )
    for (const affiliation of matches(affiliations))
      expect(affiliation.network.map((n: any) => n.reference)).toContain('Organization/network-hmo')
  })

  it('InsurancePlan?type= tells plans (Medicare Advantage) from formularies (drug policy)', async () => {
    const planRows = await open.db.select().from(plans)
    const advantage = await search('InsurancePlan?type=mediadv&_count=0')
    expect(advantage.total).toBe(planRows.length)
    const formularyPlans = matches(
      await search(
        'InsurancePlan?type=http://terminology.hl7.org/CodeSystem/v3-ActCode|DRUGPOL&_count=100',
      ),
    )
    expect(formularyPlans).toHaveLength((await open.db.select().from(formularies)).length)
    expect(formularyPlans.every((r) => r.meta.profile[0] === PROFILE.Formulary)).toBe(true)
    const slug = planRows.find((p) => p.formularyCode && p.year === 2026)!.slug
    const plan = (await get(`InsurancePlan/${slug}`)).body
    const reference = plan.coverage
      .flatMap((c: any) => c.extension ?? [])
      .find((e: any) => e.url === EXT.formularyReference)
    expect((await get(reference.valueReference.reference)).status).toBe(200)
    expect((await search(`InsurancePlan?plan-type=d-snp&_count=0`)).total).toBe(
      planRows.filter((p) => p.planType === 'D-SNP').length,
    )
  })

  it('MedicationKnowledge?code= and code:text= find drugs by code and by name', async () => {
    expect(matches(await search('MedicationKnowledge?code=lipitor')).map((r) => r.id)).toEqual([
      'lipitor',
    ])
    expect(
      matches(
        await search(
          'MedicationKnowledge?code=https://www.ceibahealth.example/fhir/CodeSystem/drug-product|atorvastatin',
        ),
      ).map((r) => r.id),
    ).toEqual(['atorvastatin'])
    expect(
      (await search('MedicationKnowledge?code=http://www.nlm.nih.gov/research/umls/rxnorm|lipitor'))
        .total,
    ).toBe(0)
    const text = matches(await search('MedicationKnowledge?code:text=LIPI'))
    expect(text.map((r) => r.id)).toContain('lipitor')
    expect(text.every((r) => nameWords(r.code.text).some((w) => w.startsWith('lipi')))).toBe(true)
  })

  it('FormularyItem says what the formulary search shows: tier, prior authorization, step therapy, quantity limit', async () => {
    const slug = (await open.db.select().from(plans).where(eq(plans.formularyCode, 'gsc'))).find(
      (p) => p.year === 2026,
    )!.slug
    const lookup = await planForFormulary(open.db, slug, 2026)
    if (!lookup.ok) throw new Error('no plan')
    const entries = await open.db
      .select()
      .from(formularyDrugs)
      .where(eq(formularyDrugs.formularyKey, 'gsc_2026'))
    const sample = [
      entries.find((e) => e.covered && e.priorAuth && e.priorAuth.variant !== 'bvd'),
      entries.find((e) => e.covered && e.stepTherapy),
      entries.find((e) => e.covered && e.quantityLimit?.kind === 'days'),
      entries.find((e) => e.covered && !e.priorAuth && !e.stepTherapy && !e.quantityLimit),
    ]
    for (const entry of sample) {
      const details = (await drugDetails(open.db, lookup.plan, entry!.drugId))!
      const bundle = await search(
        `Basic?formulary=InsurancePlan/formulary-gsc-2026&subject=MedicationKnowledge/${entry!.drugId}&_include=Basic:subject&_include=Basic:formulary`,
      )
      const [item] = matches(bundle)
      expect(item!.id).toBe(`gsc26.${entry!.drugId}`)
      const tier = ext(item!, EXT.drugTier)[0].valueCodeableConcept.coding.find((c: any) =>
        c.system.endsWith('formulary-tier'),
      )
      expect(tier.code).toBe(String(details.entry.tier))
      expect(ext(item!, EXT.priorAuthorization)[0].valueBoolean).toBe(
        details.entry.priorAuth !== null && details.entry.priorAuth.variant !== 'bvd',
      )
      expect(ext(item!, EXT.stepTherapy)[0].valueBoolean).toBe(details.entry.stepTherapy)
      expect(ext(item!, EXT.quantityLimit)[0].valueBoolean).toBe(
        details.entry.quantityLimit !== null,
      )
      if (details.entry.quantityLimit?.kind === 'days') {
        expect(ext(item!, EXT.quantityLimitDetail)[0].extension[0].valueTiming.repeat).toEqual({
          count: details.entry.quantityLimit.amount,
          period: details.entry.quantityLimit.days,
          periodUnit: 'd',
        })
      }
      expect(item!.meta.lastUpdated).toBe(details.entry.updatedAt)
      expect(
        included(bundle)
          .map((r) => `${r.resourceType}/${r.id}`)
          .sort(),
      ).toEqual([`InsurancePlan/formulary-gsc-2026`, `MedicationKnowledge/${entry!.drugId}`])
      expect((await get(`Basic/${item!.id}`)).body).toEqual(item)
    }
    const uncovered = entries.find((e) => !e.covered)!
    expect(
      (
        await search(
          `Basic?formulary=InsurancePlan/formulary-gsc-2026&subject=MedicationKnowledge/${uncovered.drugId}`,
        )
      ).total,
    ).toBe(0)
    const tier3 = await search(
      'Basic?formulary=InsurancePlan/formulary-gsc-2026&drug-tier=preferred-brand&_count=0',
    )
    expect(tier3.total).toBe(entries.filter((e) => e.covered && e.tier === 3).length)
  })

  it('pages with _count and next links until the total, each match once', async () => {
    const first = await search(
      'Location?address-state=FL&address-postalcode=33125,33126,33127,33128,33129,33130&_count=7',
    )
    const seen: string[] = []
    let page: Record<string, any> | undefined = first
    while (page) {
      seen.push(...matches(page).map((r) => r.id))
      expect(page.link.find((l: any) => l.relation === 'self').url).toMatch(
        /^https:\/\/www\.ceibahealth\.example\/fhir\/Location\?/,
      )
      const next = page.link.find((l: any) => l.relation === 'next')?.url as string | undefined
      page = next
        ? await search(next.replace('https://www.ceibahealth.example/fhir/', ''))
        : undefined
    }
    expect(seen.length).toBe(first.total)
    expect(new Set(seen).size).toBe(seen.length)
    expect(first.total).toBeGreaterThan(14)
  })

  it('_lastUpdated compares with when the data was loaded', async () => {
    expect((await search('Practitioner?_lastUpdated=ge2000-01-01&_count=0')).total).toBe(
      rows.filter((r) => r.category === 'doctors').length,
    )
    expect((await search('Practitioner?_lastUpdated=lt2000-01-01&_count=0')).total).toBe(0)
    expect(
      (await search('Basic?_lastUpdated=gt2000&_lastUpdated=lt2100&_count=0')).total,
    ).toBeGreaterThan(10_000)
    expect((await search('InsurancePlan?_lastUpdated=le1999-12-31T23:59:59Z')).total).toBe(0)
  })

  it('reads by id; an unknown id is a 404 OperationOutcome', async () => {
    const doctor = rows.find((r) => r.category === 'doctors')!
    const place = rows.find((r) => r.category === 'places')!
    for (const path of [
      `Practitioner/${doctor.id}`,
      `PractitionerRole/${doctor.id}`,
      `Location/${place.id}`,
      `Organization/${place.id}`,
      `HealthcareService/${place.id}`,
      `OrganizationAffiliation/${place.id}`,
      'Organization/ceiba-health',
      'Endpoint/formulary',
      'MedicationKnowledge/lipitor',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(`${answer.body.resourceType}/${answer.body.id}`).toBe(path)
    }
    problem(await get(`Practitioner/${place.id}`), 404)
    problem(await get('Practitioner/99999999'), 404)
    problem(await get('Basic/zzz99.lipitor'), 404)
    problem(await get('InsurancePlan/no-such-plan'), 404)
    problem(await get('Practitioner/not_an_id!'), 400)
  })

  it('refuses what it does not support: unknown type 404, bad parameters 400, writes 405', async () => {
    problem(await get('Patient'), 404)
    problem(await get('Patient/1'), 404)
    problem(await get('Practitioner?bogus=1'), 400)
    problem(await get('Practitioner?name:exact=garcia'), 400)
    problem(await get('Location?address-postalcode=abc'), 400)
    problem(await get('Location?address-state=Florida'), 400)
    problem(await get('Location?_count=-1'), 400)
    problem(await get('Location?_lastUpdated=yesterday'), 400)
    problem(await get('Location?_include=PractitionerRole:practitioner'), 400)
    problem(await get('PractitionerRole?network=Practitioner/1'), 400)
    problem(await get('Location?name=a&name=b'), 400)
    const post = await get('Practitioner', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/fhir+json' },
    })
    problem(post, 405)
    problem(await get('Practitioner/1', { method: 'DELETE' }), 405)
  })

  it.each(['en-us/developers', 'es-mx/desarrolladores'])(
    'the developers page (%s) lists every parameter each type takes',
    (file) => {
      const page = readFileSync(`content/page/${file}.json`, 'utf8')
      const text = JSON.parse(page).data.slices.flatMap((s: any) =>
        (s.primary.content ?? []).map((n: any) => n.text),
      ) as string[]
      const list = text.find((t) =>
        /^(The parameters of each type|Los parámetros de cada tipo):/.test(t),
      )!
      expect(list, file).toBeDefined()
      for (const def of RESOURCE_TYPES) {
        const listed = new RegExp(`(?:^|\\. |: )${def.type}: ([^.]+(?:\\.[a-z][^.]*)*)\\.`).exec(
          list,
        )?.[1]
        expect(listed, `${file}: ${def.type}`).toBeDefined()
        const names = listed!.replace(/ \((?:and|y) [^)]+\)/g, '').split(', ')
        expect(names.sort(), `${file}: ${def.type}`).toEqual(def.params.map((p) => p.name).sort())
      }
    },
  )

  it.each(['en-us/developers', 'es-mx/desarrolladores'])(
    'every curl example on the developers page (%s) answers 200',
    async (file) => {
      const page = readFileSync(`content/page/${file}.json`, 'utf8')
      const paths = [
        ...page.matchAll(
          /curl -H \\"Accept: application\/fhir\+json\\" \\"https:\/\/www\.ceibahealth\.example\/fhir\/([^\\]+)\\"/g,
        ),
      ].map((m) => m[1]!)
      expect(paths.length).toBeGreaterThan(15)
      for (const path of paths) {
        const answer = await get(path)
        expect(answer.status, path).toBe(200)
        if (answer.body.resourceType === 'Bundle')
          expect(answer.body.total, path).toBeGreaterThan(0)
      }
      // POST examples: curl -d sends the form body as application/x-www-form-urlencoded.
      const posts = [
        ...page.matchAll(
          /curl -H \\"Accept: application\/fhir\+json\\" -d \\"([^\\]+)\\" \\"https:\/\/www\.ceibahealth\.example\/fhir\/([^\\]+)\\"/g,
        ),
      ]
      expect(posts.length).toBeGreaterThan(0)
      for (const [, body, path] of posts) {
        const answer = await get(path!, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        })
        expect(answer.status, path).toBe(200)
        expect(answer.body.total, path).toBe(
          (await get(`${path!.replace('/_search', '')}?${body}`)).body.total,
        )
        expect(answer.body.total, path).toBeGreaterThan(0)
      }
    },
  )

  describe('conformance', () => conformanceTests(() => open))
  describe('Inferno test kits', () => kitTests(() => open))
  describe('requests as the kits build them', () => kitRequestTests(() => open))
})
