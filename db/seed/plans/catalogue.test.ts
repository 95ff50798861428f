import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildYear, catalogueJson, type CataloguePlan } from './catalogue'
import { METROS } from './metros'
import { readCatalogue } from './plan-seeder'
import { PART_B_STANDARD_PREMIUM } from '../../../src/plans/part-b-premium'
import { CATALOGUE_YEARS } from '../../../src/plans/plan-years'
import { contractOf, contractRating, isLowPerforming } from '../../../src/plans/star-ratings'
import { parseCostShare, STANDARD_DEDUCTIBLE } from '../../../src/care/part-d'

const STATES_2025 = [
  'AL',
  'AZ',
  'AR',
  'CO',
  'FL',
  'GA',
  'HI',
  'IL',
  'IN',
  'KY',
  'MS',
  'MO',
  'NC',
  'OH',
  'OR',
  'PA',
  'SC',
  'TN',
  'TX',
  'WA',
]
const ADDED_2026 = ['DE', 'IA', 'KS', 'LA', 'NE', 'NM', 'OK', 'UT', 'VA']

function plansByCounty(plans: CataloguePlan[]) {
  const byCounty = new Map<string, CataloguePlan[]>()
  for (const plan of plans)
    for (const fips of plan.counties) byCounty.set(fips, [...(byCounty.get(fips) ?? []), plan])
  return byCounty
}

describe.each([2025, 2026] as const)('plan catalogue %i', (year) => {
  const plans = readCatalogue(year)

  it('is exactly what the committed build script generates', () => {
    expect(readFileSync(new URL(`./catalogue-${year}.json`, import.meta.url), 'utf8')).toBe(
      catalogueJson(buildYear(year)),
    )
  })

  it('serves the states of spec 9.6 for its year', () => {
    const expected = year === 2025 ? STATES_2025 : [...STATES_2025, ...ADDED_2026]
    expect(new Set(plans.map((plan) => plan.state))).toEqual(new Set(expected))
    expect(new Set(plans.map((plan) => plan.state)).size).toBe(year === 2025 ? 20 : 29)
  })

  it('offers 3 to 8 plans in every served county, 1 or 2 of them featured, each county of each metro served', () => {
    const byCounty = plansByCounty(plans)
    for (const metro of METROS.filter((m) => m.since <= year))
      for (const fips of metro.counties) expect(byCounty.has(fips)).toBe(true)
    for (const [, countyPlans] of byCounty) {
      expect(countyPlans.length).toBeGreaterThanOrEqual(3)
      expect(countyPlans.length).toBeLessThanOrEqual(8)
      expect(countyPlans.filter((plan) => plan.featured).length).toBeGreaterThanOrEqual(1)
      expect(countyPlans.filter((plan) => plan.featured).length).toBeLessThanOrEqual(2)
      expect(countyPlans.some((plan) => plan.planType === 'D-SNP')).toBe(true)
      expect(countyPlans.some((plan) => !plan.drugCoverage)).toBe(true)
    }
  })

  it('has every plan type, MA-only plans and the diabetes-only C-SNP', () => {
    expect(new Set(plans.map((plan) => plan.planType))).toEqual(
      new Set(['HMO', 'PPO', 'D-SNP', 'C-SNP']),
    )
    expect(
      plans.some((plan) => plan.planType === 'C-SNP' && plan.csnpConditions.join() === 'diabetes'),
    ).toBe(true)
    expect(
      plans.some((plan) => plan.planType === 'C-SNP' && plan.csnpConditions.length === 3),
    ).toBe(true)
    for (const plan of plans.filter((p) => !p.drugCoverage)) {
      expect(plan).toMatchObject({
        drugs: null,
        formularyCode: null,
        costs: { deductiblePartd: null },
      })
    }
    for (const plan of plans.filter((p) => p.planType === 'D-SNP'))
      expect(plan.medicaidLevels).toContain('FBDE')
  })

  it('keeps names, slugs, contract IDs and amounts realistic', () => {
    expect(new Set(plans.map((plan) => plan.slug)).size).toBe(plans.length)
    expect(new Set(plans.map((plan) => plan.contractId)).size).toBe(plans.length)
    for (const plan of plans) {
      expect(plan.name).toMatch(
        /^Ceiba (Core|Premium|Giveback|Dual Choice|Heart & Diabetes|Medical Only) (HMO|PPO|D-SNP|C-SNP)$/,
      )
      expect(plan.slug).toMatch(new RegExp(`^ceiba-[a-z-]+-(hmo|ppo|d-snp|c-snp)-[a-z-]+-${year}$`))
      expect(plan.contractId).toMatch(/^H\d{4}-\d{3}-000$/)
      expect(plan.costs.premium).toBeGreaterThanOrEqual(0)
      expect(plan.costs.premium).toBeLessThanOrEqual(120)
      expect(plan.costs.buydown).toBeLessThanOrEqual(PART_B_STANDARD_PREMIUM[year])
      expect(plan.costs.moopInNetwork).toBeGreaterThanOrEqual(2900)
      expect(plan.costs.moopCombined ?? plan.costs.moopInNetwork).toBeLessThanOrEqual(9350)
      if (plan.starRating !== null)
        expect([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]).toContain(plan.starRating)
      expect(plan.highlights.en.length).toBeGreaterThanOrEqual(3)
      expect(plan.highlights.es).toHaveLength(plan.highlights.en.length)
      expect(plan.documents.filter((doc) => doc.type === 'SB').map((doc) => doc.lang)).toEqual([
        'en-us',
        'es-mx',
      ])
    }
  })

  it('uses the formularies of spec 9.3, Houston-only hou in 2025', () => {
    const codes = new Set(plans.map((plan) => plan.formularyCode).filter(Boolean))
    expect(codes).toEqual(new Set(year === 2025 ? ['cor', 'gsc', 'gsb', 'hou'] : ['gsc', 'gsb']))
    for (const plan of plans.filter((p) => p.formularyCode === 'hou'))
      expect(plan.region).toBe('Houston')
  })
})

describe('plan catalogue 2019-2024: the past years whose documents stay published (spec 9.1)', () => {
  const past = [2019, 2020, 2021, 2022, 2023, 2024] as const

  it.each(past)('%i is exactly what the build script generates', (year) => {
    expect(readFileSync(new URL(`./catalogue-${year}.json`, import.meta.url), 'utf8')).toBe(
      catalogueJson(buildYear(year)),
    )
  })

  it('grows from the five states of the older intro text to the 2023 list, with fewer plans in earlier years', () => {
    const states = (year: (typeof past)[number]) =>
      new Set(readCatalogue(year).map((plan) => plan.state))
    expect(states(2019)).toEqual(new Set(['AZ', 'FL', 'IL', 'OH', 'TX']))
    expect(states(2023)).toEqual(new Set(STATES_2025))
    const counts = past.map((year) => readCatalogue(year).length)
    expect(counts[0]).toBeLessThan(counts[5]!)
    expect(counts[5]).toBeLessThan(readCatalogue(2025).length)
    // Giveback plans came with their formulary (gsb) in 2025.
    for (const year of past)
      expect(readCatalogue(year).some((plan) => plan.name.includes('Giveback'))).toBe(false)
  })

  it('keeps the plan model: each year’s CMS limits, documents titled with the year', () => {
    for (const year of past) {
      for (const plan of readCatalogue(year)) {
        expect(plan.slug.endsWith(`-${year}`)).toBe(true)
        expect(plan.costs.moopInNetwork).toBeLessThanOrEqual(
          { 2019: 6700, 2020: 6700, 2021: 7550, 2022: 7550, 2023: 8300, 2024: 8850 }[year],
        )
        expect(plan.documents.find((doc) => doc.type === 'SB' && doc.lang === 'en-us')?.title).toBe(
          `Summary of Benefits ${year}`,
        )
      }
    }
  })
})

describe('star ratings and drug tiers', () => {
  it('gives every plan its contract’s overall rating of the year, low ratings unraised (42 CFR 422.166)', () => {
    for (const year of CATALOGUE_YEARS) {
      for (const plan of readCatalogue(year))
        expect(plan.starRating, plan.slug).toBe(contractRating(contractOf(plan.contractId), year))
    }
    // H2046 (Jackson, MS) is rated 2.5 in 2026 and shows 2.5, not 3; three years below 3 stars make it low-performing.
    expect(
      new Set(
        readCatalogue(2026)
          .filter((plan) => plan.contractId.startsWith('H2046'))
          .map((plan) => plan.starRating),
      ),
    ).toEqual(new Set([2.5]))
    expect(isLowPerforming('H2046', 2026)).toBe(true)
    expect(isLowPerforming('H1709', 2026)).toBe(false)
    expect(isLowPerforming('H2046', 2025)).toBe(false)
  })

  it('finds a plan whose rating differs from its contract’s', () => {
    const plan = readCatalogue(2026).find((p) => p.starRating !== null)!
    const moved = { ...plan, starRating: plan.starRating! - 0.5 }
    expect(moved.starRating).not.toBe(contractRating(contractOf(moved.contractId), 2026))
  })

  it('charges at most 25% on the specialty tier of a plan with the standard deductible, at most 33% on any (CMS-4190-F)', () => {
    let standard = 0
    for (const year of [2025, 2026] as const) {
      for (const plan of readCatalogue(year).filter((p) => p.drugs)) {
        const full = (plan.costs.deductiblePartd ?? 0) >= STANDARD_DEDUCTIBLE[year]
        if (full) standard += 1
        const columns = Object.values(plan.drugs!.pharmacies).flatMap((byDays) =>
          Object.values(byDays),
        )
        for (const tiers of [plan.drugs!.initialCoverage, ...columns]) {
          const share = parseCostShare(tiers.tier5?.retailCostshare ?? '')
          if (share?.kind !== 'coinsurance') continue
          expect(share.rate, `${plan.slug} tier 5`).toBeLessThanOrEqual(full ? 0.25 : 0.33)
        }
      }
    }
    expect(standard).toBeGreaterThan(10)
  })

  it('lists tier 6 ($0 select care drugs) for plans whose formulary has it, and only for them', () => {
    for (const year of [2021, 2023, 2025, 2026] as const) {
      for (const plan of readCatalogue(year).filter((p) => p.drugs)) {
        const selectCare =
          year >= 2023 && (plan.formularyCode === 'gsc' || plan.formularyCode === 'cor')
        expect(plan.drugs!.initialCoverage.tier6 ?? null).toEqual(
          selectCare ? { retailCostshare: '$0' } : null,
        )
      }
    }
  })
})
