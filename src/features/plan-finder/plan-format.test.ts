import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import { countyName, sharedLabel } from './plan-format'

describe('county names (spec 3.4)', () => {
  const en = i18nFor('en').getFixedT('en', 'planFinder')
  const es = i18nFor('es').getFixedT('es', 'planFinder')

  it('labels Louisiana parishes, counties and independent cities in both languages', () => {
    expect(countyName({ name: 'Orleans', label: 'Parish', state: 'LA' }, en)).toBe(
      'Orleans Parish, LA',
    )
    expect(countyName({ name: 'Orleans', label: 'Parish', state: 'LA' }, es)).toBe(
      'Parroquia de Orleans, LA',
    )
    expect(countyName({ name: 'Harris', label: 'County', state: 'TX' }, en)).toBe(
      'Harris County, TX',
    )
    expect(countyName({ name: 'Richmond', label: 'City', state: 'VA' }, en)).toBe(
      'Richmond (independent city), VA',
    )
    expect(countyName({ name: 'Richmond', label: 'City', state: 'VA' }, es)).toBe(
      'Ciudad independiente de Richmond, VA',
    )
  })

  it('finds the label a ZIP’s counties share', () => {
    expect(sharedLabel([{ label: 'Parish' }, { label: 'Parish' }])).toBe('Parish')
    expect(sharedLabel([{ label: 'City' }])).toBe('City')
    expect(sharedLabel([{ label: 'County' }, { label: 'City' }])).toBe('mixed')
  })
})
