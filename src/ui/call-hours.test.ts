import { describe, expect, it } from 'vitest'
import { hoursVariant, inSevenDaySeason, siteDate } from './call-hours'

describe('the call bar hours of spec 9.2', () => {
  it('shows "every day" from October 1 to March 31, on both lines', () => {
    for (const date of [
      '2026-10-01',
      '2026-10-15',
      '2026-12-07',
      '2026-12-31',
      '2027-01-01',
      '2027-02-28',
      '2027-03-31',
    ]) {
      expect(hoursVariant(date, 'default'), date).toBe('everyDay')
      expect(hoursVariant(date, 'direct'), date).toBe('everyDay')
    }
  })

  it('outside that season shows weekdays plus when the season returns, or Saturdays on the direct-channel line', () => {
    for (const date of ['2026-04-01', '2026-06-15', '2026-09-30']) {
      expect(hoursVariant(date, 'default'), date).toBe('weekdaysAndSeason')
      expect(hoursVariant(date, 'direct'), date).toBe('weekdaysSaturday')
    }
  })

  it('turns exactly at the season boundaries', () => {
    expect(inSevenDaySeason('2026-09-30')).toBe(false)
    expect(inSevenDaySeason('2026-10-01')).toBe(true)
    expect(inSevenDaySeason('2027-03-31')).toBe(true)
    expect(inSevenDaySeason('2027-04-01')).toBe(false)
  })

  it('reads the date in the site time zone, not UTC', () => {
    // 02:30 UTC on October 1 is still September 30 in Miami.
    expect(siteDate(new Date('2026-10-01T02:30:00Z'))).toBe('2026-09-30')
    expect(siteDate(new Date('2026-10-01T04:30:00Z'))).toBe('2026-10-01')
    expect(siteDate(new Date('2026-10-01T02:30:00Z'), 'UTC')).toBe('2026-10-01')
  })

  it('refuses a value that is not a date', () => {
    expect(() => hoursVariant('October 1', 'default')).toThrow(/YYYY-MM-DD/)
  })
})
