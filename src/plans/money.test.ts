import { describe, expect, it } from 'vitest'
import { formatMoney, moneyAmount } from './money'

describe('one money format', () => {
  it('writes whole dollars without cents and groups thousands', () => {
    expect(formatMoney(0)).toBe('$0')
    expect(formatMoney(35)).toBe('$35')
    expect(formatMoney(1234)).toBe('$1,234')
    expect(formatMoney(9350)).toBe('$9,350')
    expect(formatMoney(1_000_000)).toBe('$1,000,000')
  })

  it('shows cents only when there are some, always two digits', () => {
    expect(formatMoney(4.5)).toBe('$4.50')
    expect(formatMoney(174.7)).toBe('$174.70')
    expect(formatMoney(12.15)).toBe('$12.15')
    expect(formatMoney(36.78)).toBe('$36.78')
    // Floating point noise never shows as cents.
    expect(formatMoney(0.1 + 0.2 - 0.3)).toBe('$0')
    expect(formatMoney(19.999)).toBe('$20')
  })

  it('signs negative amounts before the dollar sign', () => {
    expect(formatMoney(-5)).toBe('-$5')
    expect(formatMoney(-0)).toBe('$0')
  })

  it('gives the digits alone for strings that write "$" themselves', () => {
    expect(moneyAmount(29)).toBe('29')
    expect(moneyAmount(1234.5)).toBe('1,234.50')
  })

  it('never writes a currency code or "$0.00"', () => {
    for (const amount of [0, 1, 9.99, 10, 250, 4500, 174.7]) {
      expect(formatMoney(amount)).not.toMatch(/USD|\.00$/)
      expect(formatMoney(amount)).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/)
    }
  })
})
