import { describe, expect, it } from 'vitest'
import type { PlanFit } from './plan-fit-types'
import { sortByEstimate } from './use-plan-fit'

const fit = (slug: string, estimatedAnnualCost: number) =>
  [slug, { slug, estimatedAnnualCost } as PlanFit] as const
const entry = (slug: string, planType = 'HMO') => ({ plan: { slug, planType } })

describe('sorting plans by the estimate', () => {
  it('puts the lowest estimated yearly cost first, keeps ties in order and unknown plans last', () => {
    const ranked = ['a', 'b', 'c', 'd', 'e'].map((slug) => entry(slug))
    const fits = new Map([fit('a', 900), fit('b', 120.5), fit('c', 900), fit('e', 0)])
    expect(sortByEstimate(ranked, fits).map((r) => r.plan.slug)).toEqual(['e', 'b', 'a', 'c', 'd'])
  })

  it('never leads with a D-SNP for someone who said they have no Medicaid', () => {
    // The D-SNP's Extra Help estimate ($151.80) is the lowest, but only Medicaid members can join it.
    const ranked = [entry('giveback', 'HMO'), entry('dual', 'D-SNP'), entry('core', 'HMO')]
    const fits = new Map([fit('giveback', -600), fit('dual', -1200), fit('core', 504)])
    expect(sortByEstimate(ranked, fits, false).map((r) => r.plan.slug)).toEqual([
      'giveback',
      'core',
      'dual',
    ])
    expect(sortByEstimate(ranked, fits, true).map((r) => r.plan.slug)).toEqual([
      'dual',
      'giveback',
      'core',
    ])
    expect(sortByEstimate(ranked, fits).map((r) => r.plan.slug)).toEqual([
      'dual',
      'giveback',
      'core',
    ])
  })
})
