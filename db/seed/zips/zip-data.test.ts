import { describe, expect, it } from 'vitest'
import { METROS } from '../plans/metros'
import { readCounties, readZips } from './zip-seeder'

describe('ZIP and county data', () => {
  const counties = new Map(readCounties().map((county) => [county.fips, county]))
  const zips = readZips()

  it('labels Louisiana parishes and Virginia independent cities', () => {
    expect(counties.get('22071')).toEqual({
      fips: '22071',
      state: 'LA',
      name: 'Orleans',
      label: 'Parish',
    })
    expect(
      [...counties.values()].filter((c) => c.state === 'LA').every((c) => c.label === 'Parish'),
    ).toBe(true)
    expect(counties.get('51760')).toMatchObject({ name: 'Richmond', label: 'City' })
    expect(counties.get('51087')).toMatchObject({ name: 'Henrico', label: 'County' })
  })

  it('keeps ZIPs that span counties, largest share first', () => {
    const laPlace = zips.find((zip) => zip.zip === '70068')
    expect(laPlace?.counties.map((link) => link.fips)).toEqual(['22095', '22089'])
    expect(zips.filter((zip) => zip.counties.length > 1).length).toBeGreaterThan(10000)
    const unordered = zips.filter((zip) =>
      zip.counties.some((link, i) => i > 0 && link.ratio > (zip.counties[i - 1]?.ratio ?? 0)),
    )
    expect(unordered).toEqual([])
  })

  it('covers the whole country with centroids, and every link names a known county', () => {
    expect(zips.length).toBeGreaterThan(39000)
    expect(zips.find((zip) => zip.zip === '10001')).toMatchObject({ city: 'New York', state: 'NY' })
    expect(zips.filter((zip) => !Number.isFinite(zip.lat) || !Number.isFinite(zip.lon))).toEqual([])
    expect(
      zips.filter(
        (zip) => zip.counties.length === 0 || zip.counties.some((link) => !counties.has(link.fips)),
      ),
    ).toEqual([])
  })

  it('knows every county of the service area', () => {
    for (const metro of METROS)
      for (const fips of metro.counties) expect(counties.get(fips)?.state).toBe(metro.state)
  })
})
