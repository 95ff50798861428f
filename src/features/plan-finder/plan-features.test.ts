import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import { plans } from '../../../tests/fixtures/plans'
import { keyFacts, moreFeatures, planFeatures } from './plan-features'

const en = i18nFor('en').getFixedT('en', 'planFinder')
const es = i18nFor('es').getFixedT('es', 'planFinder')

describe('plan card facts', () => {
  it('puts the facts people choose on first on the card: premium, MOOP, PCP, specialist, drug deductible', () => {
    expect(keyFacts(plans[0]!, en).map((fact) => fact.key)).toEqual([
      'premium',
      'moop',
      'pcp',
      'specialist',
      'drugDeductible',
    ])
    expect(planFeatures(plans[0]!, 'en', en).map((fact) => fact.key)).toEqual([
      ...keyFacts(plans[0]!, en).map((fact) => fact.key),
      ...moreFeatures(plans[0]!, en).map((fact) => fact.key),
    ])
  })

  it('writes money the same way in English and Spanish: "$" and no cents on whole dollars, never "USD"', () => {
    for (const plan of plans) {
      const english = planFeatures(plan, 'en', en).map((fact) => fact.value)
      const spanish = planFeatures(plan, 'es', es).map((fact) => fact.value)
      for (const value of [...english, ...spanish]) {
        expect(value).not.toMatch(/USD|US\$|\.00\b/)
      }
      // The same amounts in both languages (each then says its period in its own words).
      const money = (values: string[]) => values.flatMap((value) => value.match(/\$[\d,.]+/g) ?? [])
      expect(money(spanish)).toEqual(money(english))
    }
    const premiumPpo = plans.find((plan) => plan.costs.premium === 39)!
    expect(keyFacts(premiumPpo, es)[0]).toMatchObject({ label: 'Prima mensual', value: '$39' })
    expect(keyFacts(premiumPpo, en)[0]).toMatchObject({ label: 'Monthly premium', value: '$39' })
  })

  it('says a plan without Part D has no drug deductible rather than $0', () => {
    const maOnly = plans.find((plan) => !plan.drugCoverage)!
    expect(keyFacts(maOnly, en).find((fact) => fact.key === 'drugDeductible')?.value).toBe(
      'Not included',
    )
  })
})
