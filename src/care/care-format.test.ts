import { describe, expect, it } from 'vitest'
import { localDay, monthName, printedDate } from './care-format'

// The dates are written out (no Intl at run time in the browser); they must read as Intl writes them.
describe('dates on care pages, as en-US and es-MX write them', () => {
  it('names every month as Intl does', () => {
    for (let month = 1; month <= 12; month++) {
      const date = new Date(Date.UTC(2026, month - 1, 15))
      expect(monthName(month, 'en')).toBe(
        date.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }),
      )
      expect(monthName(month, 'es')).toBe(
        date.toLocaleDateString('es-MX', { month: 'long', timeZone: 'UTC' }),
      )
    }
  })

  it('writes a printed date as the long date style does', () => {
    for (const date of [new Date(2026, 10, 26), new Date(2027, 0, 1), new Date(2026, 4, 9)]) {
      expect(printedDate('en', date)).toBe(date.toLocaleDateString('en-US', { dateStyle: 'long' }))
      expect(printedDate('es', date)).toBe(date.toLocaleDateString('es-MX', { dateStyle: 'long' }))
    }
  })

  it("writes the server's day (YYYY-MM-DD) as that day wherever the reader is", () => {
    expect(printedDate('en', localDay('2026-11-27'))).toBe('November 27, 2026')
    expect(printedDate('es', localDay('2027-01-01'))).toBe('1 de enero de 2027')
  })
})
