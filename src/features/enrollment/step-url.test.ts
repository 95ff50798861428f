import { describe, expect, it } from 'vitest'
import { enrollSearch } from './enroll-search'
import { stepFromParam, stepParam } from './step-url'
import { STEPS } from './steps'

describe('step URLs', () => {
  it('names every step in ?step= as people would type it, and reads it back', () => {
    expect(STEPS.map((step) => stepParam(step, 'en'))).toEqual([
      'personal',
      'other-coverage',
      'options',
      'signature',
      'payment',
      'review',
    ])
    for (const step of STEPS) expect(stepFromParam(stepParam(step, 'en'))).toBe(step)
  })

  it('names the steps in Spanish on Spanish pages, and still reads the English names there', () => {
    expect(STEPS.map((step) => stepParam(step, 'es'))).toEqual([
      'datos-personales',
      'otra-cobertura',
      'opciones',
      'firma',
      'pago',
      'revision',
    ])
    for (const step of STEPS) expect(stepFromParam(stepParam(step, 'es'))).toBe(step)
    expect(stepFromParam(enrollSearch({ step: 'other-coverage' }).step)).toBe('otherCoverage')
    expect(stepFromParam(enrollSearch({ step: 'otra-cobertura' }).step)).toBe('otherCoverage')
  })

  it('parses ?step= with the page search schema; an unknown step is no step (resume)', () => {
    expect(enrollSearch({ plan: 'ceiba-core-hmo-miami-2026', step: 'other-coverage' })).toEqual({
      plan: 'ceiba-core-hmo-miami-2026',
      step: 'other-coverage',
    })
    expect(
      enrollSearch({ plan: 'ceiba-core-hmo-miami-2026', step: 'otherCoverage' }).step,
    ).toBeUndefined()
    expect(enrollSearch({ step: 42 }).step).toBeUndefined()
    expect(enrollSearch({ plan: 'X', zip: 33101 })).toEqual({ zip: '33101' })
    expect(enrollSearch({ plan: 'ab', zip: 2134 })).toEqual({})
  })
})
