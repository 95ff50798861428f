import { describe, expect, it } from 'vitest'
import { enrollSearchSchema } from './enrollment-queries'
import { stepFromParam, stepParam } from './step-url'
import { STEPS } from './steps'

describe('step URLs', () => {
  it('names every step in ?step= as people would type it, and reads it back', () => {
    expect(STEPS.map(stepParam)).toEqual(['personal', 'other-coverage', 'options', 'signature', 'payment', 'review'])
    for (const step of STEPS) expect(stepFromParam(stepParam(step))).toBe(step)
  })

  it('parses ?step= with the page search schema; an unknown step is no step (resume)', () => {
    expect(enrollSearchSchema.parse({ plan: 'ceiba-core-hmo-miami-2026', step: 'other-coverage' })).toEqual({ plan: 'ceiba-core-hmo-miami-2026', step: 'other-coverage' })
    expect(enrollSearchSchema.parse({ plan: 'ceiba-core-hmo-miami-2026', step: 'otherCoverage' }).step).toBeUndefined()
    expect(enrollSearchSchema.parse({ step: 42 }).step).toBeUndefined()
  })
})
