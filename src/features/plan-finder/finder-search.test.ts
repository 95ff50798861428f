import { describe, expect, it } from 'vitest'
import { countySlug, stateOfSlug } from './county-slug'
import {
  comparedPlans,
  finderQuery,
  finderSearch,
  finderSearchOf,
  finderState,
  planPageSearch,
} from './finder-search'

describe('finder URL state', () => {
  it('reads the router JSON-parsed values back into five-digit strings', () => {
    // The router turns '70075' into a number and keeps '01073' a string (JSON.parse fails on it).
    const search = finderSearch({ zip: 70075, county: '01073', view: 'snp', year: 2025 })
    expect(search).toEqual({ zip: 70075, county: '01073', view: 'snp', year: 2025 })
    expect(finderState(search)).toEqual({ zip: '70075', county: '01073', view: 'snp', year: 2025 })
  })

  it('drops values that are not finder state instead of failing the page', () => {
    const search = finderSearch({ zip: { a: 1 }, view: 'dental', year: 2019, medicaid: true })
    expect(search).toEqual({ zip: undefined, county: undefined, view: undefined, year: undefined })
    expect(finderState(search)).toMatchObject({ zip: '', county: null, year: 2026, view: null })
  })

  it('keeps digits as they came (trimmed), and drops negative, fractional and overlong values', () => {
    expect(finderSearch({ zip: ' 33101 ', county: 12086, year: '2025' })).toEqual({
      zip: '33101',
      county: 12086,
      year: 2025,
    })
    expect(finderSearch({ zip: -1, county: 1.5, year: 2019.5 })).toEqual({})
    expect(finderSearch({ zip: '12345678901', view: 'all' })).toEqual({ view: 'all' })
    expect(planPageSearch({ zip: 70075, county: '22071', view: 'snp' })).toEqual({
      zip: 70075,
      county: '22071',
    })
  })

  it('writes the query string without the latest year and never with answers', () => {
    expect(finderQuery({ zip: '70075', county: '22071', year: 2026, view: 'all' })).toBe(
      '?zip=70075&county=22071&view=all',
    )
    expect(finderQuery({ zip: '33101', year: 2025 })).toBe('?zip=33101&year=2025')
    expect(finderQuery({})).toBe('')
  })
})

describe('the plans chosen to compare', () => {
  it("reads the links' comma list and the form's repeated compare= alike, in order, once each", () => {
    const a = 'ceiba-core-hmo-miami-2026'
    const b = 'ceiba-premium-ppo-miami-2026'
    // A link: compare=a,b; the form without JavaScript: compare=a&compare=b (an array to the router).
    expect(finderSearch({ compare: `${a},${b}` }).compare).toBe(`${a},${b}`)
    expect(finderSearch({ compare: [b, a, b] }).compare).toBe(`${b},${a}`)
    expect(comparedPlans(finderSearch({ compare: a }))).toEqual([a])
    expect(comparedPlans(finderSearch({}))).toEqual([])
  })

  it('drops what cannot be a plan slug and keeps at most twelve', () => {
    expect(finderSearch({ compare: ['<script>', 'A B', 42, { a: 1 }] }).compare).toBeUndefined()
    const many = Array.from({ length: 20 }, (_, index) => `plan-${index}`)
    expect(comparedPlans(finderSearch({ compare: many }))).toHaveLength(12)
  })

  it("writes a choice into a typed link's search, and leaves it out when there is none", () => {
    expect(finderSearchOf({ zip: '33101', view: 'all', compare: ['x', 'y'] })).toEqual({
      zip: '33101',
      view: 'all',
      compare: 'x,y',
    })
    expect(finderSearchOf({ zip: '33101', compare: [] })).toEqual({ zip: '33101' })
  })
})

describe('county slugs', () => {
  it('name the county page like its plan_location uid', () => {
    expect(countySlug({ name: 'St. Bernard', label: 'Parish', state: 'LA' })).toBe(
      'st-bernard-parish-la',
    )
    expect(countySlug({ name: 'Miami-Dade', label: 'County', state: 'FL' })).toBe(
      'miami-dade-county-fl',
    )
    expect(stateOfSlug('orleans-parish-la')).toBe('LA')
    expect(stateOfSlug('orleans')).toBeNull()
  })
})
