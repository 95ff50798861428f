import { describe, expect, it } from 'vitest'
import {
  accessibility,
  holidayClosures,
  isAlwaysOpen,
  languageProficiency,
  openingHours,
  stateLicence,
} from './directory-payer-data'

const row = (id: number, category: string, specialty: string) => ({
  id,
  category,
  specialty,
  state: 'FL',
  npi: '1234567893',
  name: 'X',
  startDate: '2019-03-14',
})

describe('directory payer data', () => {
  it('closes on the federal holidays of the next twelve months, by their rules', () => {
    expect(holidayClosures('2026-03-01T10:00:00Z')).toEqual([
      { name: 'Memorial Day', date: '2026-05-25' },
      { name: 'Independence Day', date: '2026-07-04' },
      { name: 'Labor Day', date: '2026-09-07' },
      { name: 'Thanksgiving Day', date: '2026-11-26' },
      { name: 'Christmas Day', date: '2026-12-25' },
      { name: "New Year's Day", date: '2027-01-01' },
    ])
  })

  it('gives the same row the same facts, and hospitals are always open', () => {
    expect(openingHours(row(7, 'doctors', 'Family Medicine'))).toEqual(
      openingHours(row(7, 'doctors', 'Family Medicine')),
    )
    expect(isAlwaysOpen(openingHours(row(8, 'places', 'Hospital')))).toBe(true)
    expect(openingHours(row(9, 'doctors', 'Cardiology'))[0]).toMatchObject({
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      allDay: false,
    })
    expect(accessibility(row(10, 'places', 'Pharmacy'))).toEqual(
      expect.arrayContaining(['handiaccess', 'adacomp']),
    )
  })

  it('a licence term of two years holds the load date', () => {
    for (const id of [1, 2, 3, 4, 5]) {
      const licence = stateLicence(row(id, 'doctors', 'Family Medicine'), '2026-06-01')
      expect(licence.start <= '2026-06-01' && licence.end > '2026-06-01').toBe(true)
      expect(Number(licence.end.slice(0, 4)) - Number(licence.start.slice(0, 4))).toBe(2)
      expect(licence.number).toBe('FL567893')
    }
  })
  it('says how well each listed language is spoken: never below general professional, English native or advanced', () => {
    const levels = Array.from({ length: 400 }, (_, id) =>
      languageProficiency({ id }, ['English', 'Spanish', 'Vietnamese']),
    )
    expect(languageProficiency({ id: 5 }, ['English', 'Spanish'])).toEqual(
      languageProficiency({ id: 5 }, ['English', 'Spanish']),
    )
    for (const [english, ...others] of levels) {
      expect(['50', '40']).toContain(english)
      for (const level of others) expect(['50', '40', '30']).toContain(level)
    }
    expect(new Set(levels.map((l) => l[1])).size).toBe(3)
  })
})
