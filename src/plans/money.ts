// The one money format of the site, in both languages (issue 12.21): "$0", "$1,234", and cents only
// when there are some ("$4.50"). Spanish pages write dollars the same way, never "USD 0". Plain
// Node loads this file too (db/seed builds plan highlights with it), so it imports nothing.

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The digits of an amount as money shows them ("1,234", "4.50"), for strings that write the "$" themselves. */
export function moneyAmount(amount: number): string {
  const rounded = Math.round(Math.abs(amount) * 100) / 100
  return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded)
}

/** Dollars as "$0", "$1,234" or "$4.50"; a negative amount as "-$5". The same in English and Spanish. */
export function formatMoney(amount: number): string {
  const sign = amount < 0 && Math.round(Math.abs(amount) * 100) > 0 ? '-' : ''
  return `${sign}$${moneyAmount(amount)}`
}
