/**
 * Dollars as the site writes them in both languages: "$0", "$1,234", cents only when there are
 * some ("$12.65"). (The same rule as the site's money format; kept here until that lands.)
 */
export function dollars(amount: number): string {
  const rounded = Math.round(amount * 100) / 100
  const digits = Number.isInteger(rounded)
    ? rounded.toLocaleString('en-US', { maximumFractionDigits: 0 })
    : rounded.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `$${digits}`
}

/** A month's name (1-12) in the page's language. */
export function monthName(month: number, lang: 'en' | 'es'): string {
  return new Date(Date.UTC(2026, month - 1, 15)).toLocaleDateString(lang === 'es' ? 'es-MX' : 'en-US', { month: 'long', timeZone: 'UTC' })
}

/** Today's date in the page's language, for printed pages. */
export function printedDate(lang: 'en' | 'es', now = new Date()): string {
  return now.toLocaleDateString(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'long' })
}
