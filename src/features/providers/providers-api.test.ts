import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { databaseKinds } from '../../../tests/support/databases'
import { haversineMiles, openDirectoryDatabase } from '../../../tests/support/directory-database'
import type { ProviderResult } from './provider-query'
import { providersApi } from './providers-api.server'

type Served = { served: true; total: number; page: number; results: ProviderResult[] }

describe.each(databaseKinds())('GET /api/providers on %s', (kind) => {
  let open: OpenDatabase
  const get = async (query: string) => {
    const response = await providersApi(
      new Request(`http://site.test/api/providers?${query}`),
      async () => open.db,
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const search = async (query: string) => {
    const { status, body } = await get(query)
    expect(status).toBe(200)
    expect(body.served).toBe(true)
    return body as unknown as Served
  }

  beforeAll(async () => {
    open = await openDirectoryDatabase(kind)
  })
  afterAll(async () => open?.close())

  it('lists providers within the radius, nearest first, with true distances in miles', async () => {
    const miami = { lat: 0, lon: 0 }
    const [centroid] = (
      (await open.db.execute(`select lat, lon from zips where zip = '33125'`)) as unknown as {
        rows: Array<{ lat: number; lon: number }>
      }
    ).rows
    Object.assign(miami, centroid)
    const answer = await search('zip=33125&radius=10')
    expect(answer.total).toBeGreaterThan(100)
    expect(answer.results).toHaveLength(10)
    const distances = answer.results.map((r) => r.distanceMiles!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    for (const result of answer.results) {
      expect(result.distanceMiles).toBeLessThanOrEqual(10)
      expect(Math.abs(haversineMiles(miami, result) - result.distanceMiles!)).toBeLessThan(0.06)
      expect(result.directionsUrl).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      )
    }
    const next = await search('zip=33125&radius=10&page=2')
    expect(next.results[0]!.distanceMiles).toBeGreaterThanOrEqual(distances.at(-1)!)
    expect(next.results.map((r) => r.id)).not.toContain(answer.results[0]!.id)
    const wider = await search('zip=33125&radius=25')
    expect(wider.total).toBeGreaterThan(answer.total)
  })

  const filters: Array<[string, (r: ProviderResult) => boolean, string?]> = [
    ['category=places', (r) => r.category === 'places'],
    ['q=pharmacy', (r) => /pharmacy/i.test(r.name) || /pharmacy/i.test(r.specialty)],
    ['specialty=Cardiology', (r) => r.specialty === 'Cardiology'],
    [
      'group=Sunbelt%20Medical%20Group',
      (r) => r.medicalReferralGroups.includes('Sunbelt Medical Group'),
    ],
    ['language=Spanish', (r) => r.languages.includes('Spanish')],
    [
      'language=Interpreter%20Services%20Available',
      (r) => r.languages.includes('Interpreter Services Available'),
    ],
    ['gender=female', (r) => r.gender === 'female'],
    ['accepting=true', (r) => r.patientsAccepted === 'yes'],
    ['medicaid=true', (r) => r.medicaidCertified],
    ['online=true', (r) => r.virtualServices === 'both' || r.virtualServices === 'video'],
    ['freeStanding=true', (r) => r.freeStandingFacility],
    ['planType=D-SNP', (r) => r.planTypes.includes('D-SNP')],
    // Cincinnati, OH: 25 miles reach Kentucky and Indiana.
    ['state=KY', (r) => r.state === 'KY', '45202'],
    ['year=2021', (r) => r.startDate <= '2021-12-31'],
  ]
  it.each(filters)('applies the filter %s', async (filter, holds, zip = '33125') => {
    const all = await search(`zip=${zip}&radius=25`)
    const filtered = await search(`zip=${zip}&radius=25&${filter}`)
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThan(all.total)
    expect(filtered.results.every(holds)).toBe(true)
  })

  it('combines filters and reports no results as an empty list', async () => {
    const two = await search('zip=33125&radius=25&category=doctors&gender=male&language=Spanish')
    expect(two.results.every((r) => r.gender === 'male' && r.languages.includes('Spanish'))).toBe(
      true,
    )
    const none = await search('zip=33125&radius=25&q=zzzz-no-such-provider')
    expect(none).toMatchObject({ total: 0, results: [] })
  })

  it('finds a specialty by its Spanish name too, with or without accents, in any case', async () => {
    const english = await search('zip=33125&radius=25&q=cardiology')
    expect(english.total).toBeGreaterThan(0)
    for (const q of ['cardiolog%C3%ADa', 'cardiologia', 'CARDIOLOG%C3%8DA', 'Cardiolog%C3%ADa']) {
      const spanish = await search(`zip=33125&radius=25&q=${q}`)
      expect(spanish.total).toBe(english.total)
      expect(spanish.results.every((r) => r.specialty === 'Cardiology')).toBe(true)
    }
  })

  it('searches a whole state by name when a deep link names a state and no ZIP (spec 2.3)', async () => {
    const answer = await search('state=FL&planType=HMO&year=2026')
    expect(answer).toMatchObject({ zip: null, radius: null, served: true })
    expect(answer.total).toBeGreaterThan(10)
    expect(
      answer.results.every(
        (r) => r.state === 'FL' && r.planTypes.includes('HMO') && r.distanceMiles === null,
      ),
    ).toBe(true)
    const names = answer.results.map((r) => r.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('answers served: false for a ZIP outside the service area or unknown', async () => {
    expect((await get('zip=10001')).body).toEqual({ zip: '10001', served: false })
    expect((await get('zip=00000')).body).toEqual({ zip: '00000', served: false })
  })

  it.each([
    '',
    'zip=abc',
    'zip=3312',
    'zip=33125&radius=0',
    'zip=33125&radius=ten',
    'zip=33125&gender=other',
    'zip=33125&category=robots',
    'zip=33125&page=0',
    'zip=33125&planType=HMO2',
    'zip=33125&state=Florida',
    'zip=33125&year=99',
  ])('rejects bad input "%s" with a 400 JSON error', async (query) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code: 'invalid_query', message: expect.any(String) } })
  })
})
