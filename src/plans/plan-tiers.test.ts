import { describe, expect, it } from 'vitest'
import { criteriaKeyFor } from './criteria-keys'
import { planTiers } from './plan-tiers'

const tiers1to5 = {
  tier1: { retailCostshare: '$0' },
  tier2: { retailCostshare: '$8' },
  tier3: { retailCostshare: '$45' },
  tier4: { retailCostshare: '40%' },
  tier5: { retailCostshare: '25%' },
}

describe('every tier a plan uses', () => {
  it('lists tier 6 when the plan has it, after tier 5', () => {
    expect(
      planTiers({ ...tiers1to5, tier6: { retailCostshare: '$0' } }).map((t) => [
        t.tier,
        t.costshare,
      ]),
    ).toEqual([
      [1, '$0'],
      [2, '$8'],
      [3, '$45'],
      [4, '40%'],
      [5, '25%'],
      [6, '$0'],
    ])
  })

  it('lists tiers 1-5 only for a plan without select care drugs', () => {
    expect(planTiers(tiers1to5).map((t) => t.tier)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('criteria keys by year (spec 9.3)', () => {
  it('maps a formulary and year to the year’s key', () => {
    expect(criteriaKeyFor('gsc', 2026)).toBe('gsc_2026')
    expect(criteriaKeyFor('hou', 2024)).toBe('hou_2024')
    expect(criteriaKeyFor('hou', 2023)).toBe('houston_2023')
    expect(criteriaKeyFor('cor', 2023)).toBe('cor_2023')
    expect(criteriaKeyFor('hou', 2022)).toBe('houston_2022')
    expect(criteriaKeyFor('gsc', 2022)).toBe('2022')
    expect(criteriaKeyFor('gsc', 2021)).toBe('2021')
    expect(criteriaKeyFor('gsc', 2019)).toBeNull()
    expect(criteriaKeyFor(null, 2026)).toBeNull()
  })
})
