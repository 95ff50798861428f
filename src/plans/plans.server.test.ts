import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client'
import { planYears } from '../../db/schema/plans'
import { openPlanDatabase } from '../../tests/support/plan-database'
import { databaseKinds } from '../../tests/support/databases'
import { contractOf, contractRating } from './star-ratings'
import {
  anyYearPlanBySlug,
  countiesForZip,
  countyByFips,
  planBySlug,
  plansForCounty,
  plansForZip,
} from './plans.server'

describe.each(databaseKinds())('plan queries on %s', (kind) => {
  let open: OpenDatabase
  beforeAll(async () => {
    open = await openPlanDatabase(kind)
  })
  afterAll(() => open?.close())

  it('records the states of each year: the older five from 2019, the 20 of 2023 to 2025 and the 29 of 2026 (spec 9.6)', async () => {
    const years = await open.db.select().from(planYears).orderBy(planYears.year)
    expect(years.map((y) => [y.year, y.states.length])).toEqual([
      [2019, 5],
      [2020, 5],
      [2021, 10],
      [2022, 16],
      [2023, 20],
      [2024, 20],
      [2025, 20],
      [2026, 29],
    ])
    expect(years[0]?.states).toEqual(['AZ', 'FL', 'IL', 'OH', 'TX'])
    expect(years.at(-1)?.states).toEqual(expect.arrayContaining(['LA', 'VA', 'DE']))
  })

  it('keeps past years out of the current plan queries: a 2019 plan has documents but no enroll page', async () => {
    expect(await planBySlug('ceiba-core-hmo-miami-2019', open.db)).toBeNull()
    expect((await anyYearPlanBySlug('ceiba-core-hmo-miami-2019', open.db))?.year).toBe(2019)
  })

  it('gives each plan of a county its contract’s overall Star Rating (42 CFR 422.166)', async () => {
    const plans = await plansForCounty({ fips: '12086', year: 2026, view: 'all' }, open.db)
    for (const plan of plans)
      expect(plan.starRating, plan.slug).toBe(contractRating(contractOf(plan.contractId), 2026))
  })

  it('finds both parishes of a Louisiana ZIP, served from 2026 only', async () => {
    const in2026 = await countiesForZip('70068', 2026, open.db)
    expect(in2026).toEqual({
      zip: '70068',
      served: true,
      counties: [
        { fips: '22095', name: 'St. John the Baptist', label: 'Parish', state: 'LA', served: true },
        { fips: '22089', name: 'St. Charles', label: 'Parish', state: 'LA', served: true },
      ],
    })
    const in2025 = await countiesForZip('70068', 2025, open.db)
    expect(in2025?.served).toBe(false)
  })

  it('marks each county of a ZIP on the edge of the service area', async () => {
    const desAllemands = await countiesForZip('70030', 2026, open.db)
    expect(desAllemands?.counties.map((c) => [c.name, c.served])).toEqual([
      ['St. Charles', true],
      ['Lafourche', false],
    ])
  })

  it('tells an unserved ZIP from one that does not exist', async () => {
    expect(await countiesForZip('10001', 2026, open.db)).toMatchObject({
      served: false,
      counties: [{ name: 'New York', served: false }],
    })
    expect(await countiesForZip('00000', 2026, open.db)).toBeNull()
    expect(await countyByFips('99999', 2026, open.db)).toBeNull()
  })

  it('lists 3 to 8 plans in a served county, featured first, and filters each view', async () => {
    const all = await plansForCounty({ fips: '22095', year: 2026, view: 'all' }, open.db)
    expect(all.length).toBeGreaterThanOrEqual(3)
    expect(all.length).toBeLessThanOrEqual(8)
    expect(all[0]?.featured).toBe(true)
    const snp = await plansForCounty({ fips: '22095', year: 2026, view: 'snp' }, open.db)
    expect(snp.length).toBeGreaterThan(0)
    expect(snp.every((plan) => plan.planType === 'D-SNP' || plan.planType === 'C-SNP')).toBe(true)
    const maOnly = await plansForCounty({ fips: '22095', year: 2026, view: 'ma-only' }, open.db)
    expect(maOnly.length).toBeGreaterThan(0)
    expect(maOnly.every((plan) => !plan.drugCoverage && plan.drugs === null)).toBe(true)
    expect(all.map((p) => p.slug)).toEqual(
      expect.arrayContaining([...snp, ...maOnly].map((p) => p.slug)),
    )
  })

  it('brings the special needs plans that fit the answers first, hiding nothing', async () => {
    const all = await plansForCounty({ fips: '12086', year: 2026, view: 'all' }, open.db)
    const medicaid = await plansForCounty(
      { fips: '12086', year: 2026, view: 'all', medicaid: true },
      open.db,
    )
    expect(medicaid[0]?.planType).toBe('D-SNP')
    expect(medicaid).toHaveLength(all.length)
    const diabetes = await plansForCounty(
      { fips: '12086', year: 2026, view: 'all', diabetes: true },
      open.db,
    )
    expect(diabetes[0]).toMatchObject({
      planType: 'C-SNP',
      csnpConditions: expect.arrayContaining(['diabetes']),
    })
  })

  it('answers no plans for a county outside the service area', async () => {
    expect(await plansForCounty({ fips: '36061', year: 2026, view: 'all' }, open.db)).toEqual([])
  })

  it('returns a plan with its rating, benefits and documents by slug', async () => {
    const plan = await planBySlug('ceiba-core-hmo-miami-2026', open.db)
    expect(plan).toMatchObject({
      name: 'Ceiba Core HMO',
      year: 2026,
      state: 'FL',
      starRating: 4.5,
      featured: true,
      drugCoverage: true,
    })
    expect(plan?.benefits.pcp.inNetwork.costshare).toMatch(/^\$\d+$/)
    expect(plan?.documents.map((doc) => `${doc.type}:${doc.lang}`)).toEqual(
      expect.arrayContaining(['SB:en-us', 'SB:es-mx', 'EOC:es-mx']),
    )
    expect(await planBySlug('ceiba-core-hmo-nowhere-2026', open.db)).toBeNull()
  })

  it('lists every plan of a ZIP once, across its counties', async () => {
    const plans = await plansForZip('70068', 2026, open.db)
    const stJohn = await plansForCounty({ fips: '22095', year: 2026, view: 'all' }, open.db)
    expect(new Set(plans.map((p) => p.slug)).size).toBe(plans.length)
    expect(plans.map((p) => p.slug)).toEqual(expect.arrayContaining(stJohn.map((p) => p.slug)))
    expect(await plansForZip('10001', 2026, open.db)).toEqual([])
  })
})
