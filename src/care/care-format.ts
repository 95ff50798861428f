import { formatMoney } from '~/plans/money'

/** Dollars in the site's one money format ("$0", "$1,234", "$12.65"), in both languages. */
export const dollars = formatMoney

/** A month's name (1-12) in the page's language. */
export function monthName(month: number, lang: 'en' | 'es'): string {
  return new Date(Date.UTC(2026, month - 1, 15)).toLocaleDateString(lang === 'es' ? 'es-MX' : 'en-US', { month: 'long', timeZone: 'UTC' })
}

/** Today's date in the page's language, for printed pages. */
export function printedDate(lang: 'en' | 'es', now = new Date()): string {
  return now.toLocaleDateString(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'long' })
}
