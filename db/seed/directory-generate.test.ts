import { describe, expect, it } from 'vitest'
import {
  CATEGORIES,
  INTERPRETER,
  SERVICE_AREA_STATES,
  SPECIALTIES,
} from '../../src/plans/directory-options'
import { generateProviders, PROVIDER_COUNT } from './directory-generate'
import { readFileSync } from 'node:fs'
// @ts-expect-error: a plain ES module, also run by hand to list words per page (no type declarations)
import { textBlocks } from '../../tests/support/document-copy.mjs'
import { AREA_CODE_CENTERS, PARTNER_GROCER, REFERRAL_GROUP_STATES } from './directory-names'
import { isValidNpi, npiCheckDigit, serviceAreaZips, type ZipPoint } from './directory-random'
import { generateStores, STORE_COUNT, TOTAL_STORE_COUNT } from './stores-generate'

describe('generated directory', () => {
  const zips = serviceAreaZips()
  const rows = generateProviders(zips)

  it('computes NPI check digits as the NPI standard does', () => {
    expect(npiCheckDigit('123456789')).toBe(3) // CMS's worked example: 1234567893
    expect(isValidNpi('1234567893')).toBe(true)
    expect(isValidNpi('1234567890')).toBe(false)
  })

  it('holds at least 50,000 providers, facilities and pharmacies with unique valid NPIs', () => {
    expect(rows.length).toBe(PROVIDER_COUNT)
    expect(rows.length).toBeGreaterThanOrEqual(50_000)
    expect(rows.every((r) => isValidNpi(r.npi))).toBe(true)
    expect(new Set(rows.map((r) => r.npi)).size).toBe(rows.length)
    for (const category of CATEGORIES) expect(rows.some((r) => r.category === category)).toBe(true)
    expect(rows.filter((r) => r.specialty === 'Pharmacy').length).toBeGreaterThan(4_000)
  })

  it('is deterministic and stays in the service area', () => {
    expect(generateProviders(zips, 200)).toEqual(rows.slice(0, 200))
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(SERVICE_AREA_STATES))
  })

  it('fills every field of spec 3.7 with real values', () => {
    const names = new Set(
      Object.values(SPECIALTIES)
        .flat()
        .map((s) => s.name),
    )
    expect(rows.every((r) => names.has(r.specialty))).toBe(true)
    const share = (test: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(test).length / rows.length
    expect(share((r) => r.languages.includes('Spanish'))).toBeGreaterThan(0.3)
    expect(share((r) => r.languages.includes(INTERPRETER))).toBeGreaterThan(0.2)
    expect(new Set(rows.map((r) => r.patients_accepted))).toEqual(
      new Set(['yes', 'no', 'existing']),
    )
    expect(new Set(rows.map((r) => r.virtual_services))).toEqual(
      new Set(['both', 'phone', 'video', 'none']),
    )
    expect(new Set(rows.flatMap((r) => r.vision_hearing_services)).size).toBe(7)
    expect(
      rows.some((r) => r.medicaid_certified) &&
        rows.every((r) => !r.medicaid_certified || r.medicaid_accepted),
    ).toBe(true)
    expect(rows.some((r) => r.free_standing_facility)).toBe(true)
    expect(rows.filter((r) => r.pcp_id).every((r) => r.category === 'doctors')).toBe(true)
    expect(
      rows.every(
        (r) => /^\d{4}-\d{2}-\d{2}$/.test(r.start_date) && /^\d{3}-555-01\d{2}$/.test(r.phone),
      ),
    ).toBe(true)
    expect(
      rows
        .filter((r) => r.category === 'doctors')
        .every((r) => r.gender && r.medical_referral_groups.length > 0),
    ).toBe(true)
  })

  it('weights toward metro ZIPs', () => {
    const houston = rows.filter((r) => r.city === 'Houston' && r.state === 'TX').length
    const perZip = rows.length / zips.length
    expect(houston).toBeGreaterThan(perZip * 100)
  })

  it('places stores near the same ZIPs', () => {
    const stores = generateStores(zips)
    expect(stores.length).toBeGreaterThan(5_000)
    expect(stores.some((s) => s.name === 'Publix' && s.state === 'FL')).toBe(true)
    expect(stores.some((s) => s.name === 'Publix' && s.state === 'TX')).toBe(false)
  })

  describe('holds the FreshPath Markets stores the June 2026 press release announces', () => {
    const stores = generateStores(zips)
    const freshPath = stores.filter((s) => s.name === 'FreshPath Markets')
    // The release as editors publish it (its page document).
    const release = JSON.parse(
      readFileSync(
        'content/page/en-us/ceiba-health-and-freshpath-markets-expand-food-and-home-card.json',
        'utf8',
      ),
    )
    const text = (textBlocks(release) as string[]).join('\n')
    const STATE_NAMES: Record<string, string> = {
      AL: 'Alabama',
      AR: 'Arkansas',
      FL: 'Florida',
      GA: 'Georgia',
      KY: 'Kentucky',
      LA: 'Louisiana',
      MS: 'Mississippi',
      NC: 'North Carolina',
      SC: 'South Carolina',
      TN: 'Tennessee',
      TX: 'Texas',
    }

    it('as many stores as the copy says, after the other chains with ids continuing', () => {
      const stated = /all ([\d,]+) FreshPath stores/.exec(text)
      expect(stated, 'the release states a store count').not.toBeNull()
      expect(freshPath).toHaveLength(Number(stated![1]!.replace(',', '')))
      expect(freshPath).toHaveLength(PARTNER_GROCER.stores)
      expect(stores.slice(STORE_COUNT)).toEqual(freshPath)
      expect(freshPath.map((s) => s.id)).toEqual(
        freshPath.map((_, index) => STORE_COUNT + 1 + index),
      )
      expect(new Set(stores.map((s) => s.id)).size).toBe(stores.length)
    })

    it('in each of the 11 states the copy names and nowhere else', () => {
      const named =
        /stores, in ([^,]+(?:, [^,]+)*?) and ([A-Z][a-z]+(?: [A-Z][a-z]+)?), and for/.exec(text)
      expect(named, 'the release lists the states').not.toBeNull()
      const listed = [...named![1]!.split(', '), named![2]!]
      expect(listed.toSorted()).toEqual(
        PARTNER_GROCER.states.map((code) => STATE_NAMES[code]).toSorted(),
      )
      expect(new Set(freshPath.map((s) => s.state))).toEqual(new Set(PARTNER_GROCER.states))
      expect(
        stores.filter(
          (s) =>
            s.name === 'FreshPath Markets' && !PARTNER_GROCER.states.includes(s.state as never),
        ),
      ).toEqual([])
    })

    it('near the metros members search from', () => {
      expect(freshPath.some((s) => s.city === 'Miami' && s.state === 'FL')).toBe(true)
      expect(freshPath.some((s) => s.city === 'Houston' && s.state === 'TX')).toBe(true)
    })
  })

  describe('belongs to its metro', () => {
    const stores = generateStores(zips)
    const areaCode = (row: { phone: string }) => row.phone.slice(0, 3)
    const squared = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
      (a.lat - b.lat) ** 2 + ((a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) ** 2
    const zipsByState = new Map<string, ZipPoint[]>()
    for (const zip of zips) zipsByState.set(zip.state, [...(zipsByState.get(zip.state) ?? []), zip])
    const zipByCode = new Map(zips.map((zip) => [zip.zip, zip]))
    // Every 97th row: a spread sample of the whole directory, checked by brute force.
    const sample = <T>(items: T[]) => items.filter((_, index) => index % 97 === 0)

    it('keeps the size of the data set', () => {
      expect(rows).toHaveLength(52_000)
      expect(stores).toHaveLength(TOTAL_STORE_COUNT)
      // A shorter run draws the same first rows (the FreshPath stores follow with their own stream).
      expect(generateStores(zips, 100).slice(0, 100)).toEqual(stores.slice(0, 100))
    })

    it('names only referral groups that work in the state', () => {
      for (const row of rows) {
        for (const group of row.medical_referral_groups) {
          const states = REFERRAL_GROUP_STATES[group]
          expect(states === 'all' || states?.includes(row.state), `${group} in ${row.state}`).toBe(
            true,
          )
        }
      }
      const miami = rows.filter((r) => r.city === 'Miami' && r.state === 'FL')
      expect(miami.length).toBeGreaterThan(300)
      expect(
        miami.some((r) => r.medical_referral_groups.includes('Rocky Mountain Family Physicians')),
      ).toBe(false)
      expect(
        rows.some(
          (r) =>
            r.state === 'CO' &&
            r.medical_referral_groups.includes('Rocky Mountain Family Physicians'),
        ),
      ).toBe(true)
    })

    it('gives each place and store the area code of its own metro', () => {
      const codesOf = (state: string) =>
        new Set((AREA_CODE_CENTERS[state] ?? []).map(([code]) => code))
      for (const row of [...rows, ...stores])
        expect(codesOf(row.state).has(areaCode(row)), `${row.phone} in ${row.state}`).toBe(true)
      const inCity = (city: string) =>
        [...rows, ...stores].filter((r) => r.city === city && r.state === 'FL').map(areaCode)
      expect(new Set(inCity('Miami'))).toEqual(new Set(['305']))
      // 321 overlays 407 in Orlando as well as serving the Space Coast.
      expect(inCity('Orlando').every((code) => code === '407' || code === '321')).toBe(true)
      expect(inCity('Orlando')).toContain('407')
      expect(
        new Set(
          [...rows, ...stores]
            .filter((r) => r.city === 'Houston' && r.state === 'TX')
            .map(areaCode),
        ),
      ).toEqual(new Set(['713', '281']))
    })

    it('addresses each place in the ZIP and city whose centre is nearest where it stands', () => {
      for (const row of [...sample(rows), ...sample(stores)]) {
        const home = zipByCode.get(row.zip)!
        expect(home.state).toBe(row.state)
        expect(row.city).toBe(home.city)
        const nearest = Math.min(...zipsByState.get(row.state)!.map((zip) => squared(row, zip)))
        expect(squared(row, home)).toBeCloseTo(nearest, 12)
      }
    })
  })
})
