import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import { estimateWords, extraHelpWords } from './care-words'

const fit = {
  estimatedAnnualCost: -696,
  annualPremium: 0,
  annualDrugCost: 504,
  annualGiveback: 1200,
}

describe('the yearly estimate in words', () => {
  it('shows the Part B giveback as money back, in both languages', () => {
    const en = estimateWords(i18nFor('en').getFixedT('en', 'care'), fit)
    expect(en.total).toBe('$696 back a year')
    expect(en.parts).toBe('$0 premium + $504 drugs − $1,200 back from the Part B giveback')
    expect(en.meaning).toContain('minus $1,200 you get back through the Part B giveback')
    const es = estimateWords(i18nFor('es').getFixedT('es', 'care'), fit)
    expect(es.total).toBe('$696 de reembolso al año')
    expect(es.parts).toContain('− $1,200 que le devuelve el reembolso de la Parte B')
  })

  it('leaves the giveback out of a plan without one', () => {
    const words = estimateWords(i18nFor('en').getFixedT('en', 'care'), {
      ...fit,
      estimatedAnnualCost: 504,
      annualGiveback: 0,
    })
    expect([words.total, words.parts]).toEqual(['$504 a year', '$0 premium + $504 drugs'])
  })

  it("names the year's Extra Help copays on a D-SNP, and says why", () => {
    const words = extraHelpWords(i18nFor('en').getFixedT('en', 'care'), 2026, 'D-SNP')
    expect(words).toContain(
      'Nearly everyone on this plan gets Extra Help with their Medicaid (QDWI alone does not bring it)',
    )
    expect(words).toContain('at most $5.10 for a generic or $12.65 for a brand drug')
  })

  it("names the year's Extra Help copays on any other plan because the person said so, in both languages", () => {
    expect(extraHelpWords(i18nFor('en').getFixedT('en', 'care'), 2025, 'HMO')).toBe(
      "You said you get Extra Help, so these drug costs use it: no deductible, and at most $4.90 for a generic or $12.15 for a brand drug (insulin included) for a month's supply, the highest Extra Help copays.",
    )
    expect(extraHelpWords(i18nFor('es').getFixedT('es', 'care'), 2026, 'PPO')).toContain(
      'Usted dijo que recibe Ayuda Adicional',
    )
  })
})
