import { describe, expect, it } from 'vitest'
import type { PlanFit } from './plan-fit-types'
import { sortByEstimate } from './use-plan-fit'

const fit = (slug: string, estimatedAnnualCost: number) => [slug, { slug, estimatedAnnualCost } as PlanFit] as const

describe('sorting plans by the estimate', () => {
  it('puts the lowest estimated yearly cost first, keeps ties in order and unknown plans last', () => {
    const ranked = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ plan: { slug } }))
    const fits = new Map([fit('a', 900), fit('b', 120.5), fit('c', 900), fit('e', 0)])
    expect(sortByEstimate(ranked, fits).map((r) => r.plan.slug)).toEqual(['e', 'b', 'a', 'c', 'd'])
  })
})
