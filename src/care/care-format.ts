import { formatMoney } from '~/plans/money'

/** Dollars in the site's one money format ("$0", "$1,234", "$12.65"), in both languages. */
export const dollars = formatMoney

// Month names as en-US and es-MX write them. Written out, not with toLocaleDateString: a
// browser's first date format loads its locale data, about 60 ms of blocking on a phone in the
// middle of the page's hydration (decision 0017). care-format.test.ts keeps them equal to Intl's.
const MONTHS: Record<'en' | 'es', readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
}

/** A month's name (1-12) in the page's language. */
export function monthName(month: number, lang: 'en' | 'es'): string {
  return MONTHS[lang][month - 1] ?? ''
}

/** Today's date in the page's language, for printed pages ("November 26, 2026", "26 de noviembre de 2026"). */
export function printedDate(lang: 'en' | 'es', now = new Date()): string {
  const month = monthName(now.getMonth() + 1, lang)
  return lang === 'es'
    ? `${now.getDate()} de ${month} de ${now.getFullYear()}`
    : `${month} ${now.getDate()}, ${now.getFullYear()}`
}

/** A day written YYYY-MM-DD (the server's `today`) as a local date, for printedDate. */
export function localDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}
