import { describe, expect, it } from 'vitest'
import { allowedTypos, prefixDistance } from './fuzzy'

describe('prefixDistance', () => {
  it('is 0 for a prefix and for the whole term', () => {
    expect(prefixDistance('lipi', 'lipitor', 1)).toBe(0)
    expect(prefixDistance('lipitor', 'lipitor', 1)).toBe(0)
  })
  it('counts substitutions, insertions, deletions and swaps once each', () => {
    expect(prefixDistance('lipiter', 'lipitor', 2)).toBe(1)
    expect(prefixDistance('atorvastain', 'atorvastatin', 2)).toBe(1)
    expect(prefixDistance('metfromin', 'metformin', 2)).toBe(1)
    expect(prefixDistance('ozenpic', 'ozempic', 2)).toBe(1)
  })
  it('gives up past the bound', () => {
    expect(prefixDistance('zzzz', 'lipitor', 1)).toBe(2)
  })
})

describe('allowedTypos', () => {
  it('allows no typo under four letters, one under eight, then two', () => {
    expect(allowedTypos('lip')).toBe(0)
    expect(allowedTypos('lipit')).toBe(1)
    expect(allowedTypos('atorvastain')).toBe(2)
  })
})
