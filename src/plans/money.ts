// The one money format of the site, in both languages: "$0", "$1,234", and cents only
// when there are some ("$4.50"). Spanish pages write dollars the same way, never "USD 0". Plain
// Node loads this file too (db/seed builds plan highlights with it), so it imports nothing.

// Written out, not with Intl.NumberFormat: a browser's first number format loads its locale data,
// tens of milliseconds on a phone in the middle of the page's hydration (decision 0017).

/** "1234567" as "1,234,567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** The digits of an amount as money shows them ("1,234", "4.50"), for strings that write the "$" themselves. */
export function moneyAmount(amount: number): string {
  const rounded = Math.round(Math.abs(amount) * 100) / 100
  const [whole = '', cents] = rounded.toFixed(Number.isInteger(rounded) ? 0 : 2).split('.')
  return cents === undefined ? grouped(whole) : `${grouped(whole)}.${cents}`
}

/** Dollars as "$0", "$1,234" or "$4.50"; a negative amount as "-$5". The same in English and Spanish. */
export function formatMoney(amount: number): string {
  const sign = amount < 0 && Math.round(Math.abs(amount) * 100) > 0 ? '-' : ''
  return `${sign}$${moneyAmount(amount)}`
}
