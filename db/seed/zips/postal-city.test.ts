import { describe, expect, it } from 'vitest'
import { serviceAreaZips } from '../directory-random'
import { postalCities } from './postal-city'
import { readZips } from './zip-seeder'

describe("a firm's own ZIP reads its post office's city", () => {
  const cityOf = postalCities([
    { city: 'Miami', state: 'FL', lat: 25.77, lon: -80.19 },
    { city: 'Orlando', state: 'FL', lat: 28.54, lon: -81.38 },
    { city: 'Telephone', state: 'TX', lat: 33.78, lon: -95.99 },
  ])

  it('takes the nearest ZCTA city of the state for a name no ZCTA of the state has', () => {
    expect(cityOf({ city: 'First Union Bank', state: 'FL', lat: 25.7729, lon: -80.187 })).toBe(
      'Miami',
    )
    expect(cityOf({ city: 'J C Penney Co', state: 'FL', lat: 28.5, lon: -81.3 })).toBe('Orlando')
  })

  it('keeps a real place, however odd its name', () => {
    expect(cityOf({ city: 'Telephone', state: 'TX', lat: 33.78, lon: -95.99 })).toBe('Telephone')
    expect(cityOf({ city: 'miami', state: 'FL', lat: 28.5, lon: -81.3 })).toBe('miami')
  })

  it('in the seeded ZIP table and the directory, 33195 is Miami, FL', () => {
    expect(readZips().find((row) => row.zip === '33195')?.city).toBe('Miami')
    expect(serviceAreaZips().find((row) => row.zip === '33195')?.city).toBe('Miami')
  })
})
