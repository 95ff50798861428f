import { describe, expect, it } from 'vitest'
import { plans } from '../../../tests/fixtures/plans'
import { rankPlans } from './plan-ranking'

const names = (ranked: ReturnType<typeof rankPlans>) => ranked.map((r) => r.plan.name)

describe('rankPlans', () => {
  it('keeps the catalogue order without answers', () => {
    expect(names(rankPlans(plans, 'all', {}))).toEqual(plans.map((p) => p.name))
  })

  it('brings the D-SNP to the top for Medicaid and says why', () => {
    const [first] = rankPlans(plans, 'all', { medicaid: true })
    expect(first).toMatchObject({ plan: { planType: 'D-SNP' }, reasons: ['medicaid'] })
  })

  it('brings only the C-SNPs that cover the condition to the top', () => {
    const ranked = rankPlans(plans, 'all', { cardiovascular: true })
    expect(ranked[0]).toMatchObject({
      plan: { name: 'Ceiba Heart & Diabetes C-SNP' },
      reasons: ['cardiovascular'],
    })
    expect(ranked.find((r) => r.plan.name === 'Ceiba Diabetes C-SNP')?.reasons).toEqual([])
    const diabetes = rankPlans(plans, 'all', { diabetes: true })
    expect(names(diabetes).slice(0, 2)).toEqual([
      'Ceiba Heart & Diabetes C-SNP',
      'Ceiba Diabetes C-SNP',
    ])
  })

  it('filters the views', () => {
    expect(rankPlans(plans, 'snp', {}).every((r) => r.plan.planType.endsWith('SNP'))).toBe(true)
    expect(names(rankPlans(plans, 'dual', {}))).toEqual(['Ceiba Dual Choice D-SNP'])
    expect(rankPlans(plans, 'chronic', {})).toHaveLength(2)
    expect(names(rankPlans(plans, 'ma-only', {}))).toEqual(['Ceiba Medical Only HMO'])
  })
})
