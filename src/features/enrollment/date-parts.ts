import { z } from 'zod/mini'

/** A date typed as three fields (spec 3.1 dateOfBirth: day, month 1-12, year). */
export type DateParts = { month: string; day: string; year: string }

export const emptyDate = (): DateParts => ({ month: '', day: '', year: '' })
export const isBlankDate = (date: DateParts | undefined) =>
  !date || (!date.month && !date.day && !date.year)

export function toIsoDate({ year, month, day }: DateParts): string {
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** True when the parts name a day that exists (no 31 April, 29 February only in leap years). */
export function isRealDate({ year, month, day }: DateParts): boolean {
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return false
  const y = Number(year)
  const m = Number(month)
  const d = Number(day)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

const todayIso = () => {
  const now = new Date()
  return toIsoDate({
    year: String(now.getFullYear()),
    month: String(now.getMonth() + 1),
    day: String(now.getDate()),
  })
}

type Options = { required: boolean; notFuture?: boolean; yearsAhead?: number }

/**
 * A real date as three parts. Errors point at the part to fix ('month' for a blank date), so the
 * error summary links straight to it. Years run from 1900 to this year plus `yearsAhead`.
 */
export const dateParts = ({ required, notFuture = false, yearsAhead = 2 }: Options) =>
  z
    .object(
      {
        month: z.string({ error: 'required' }).check(z.trim()),
        day: z.string({ error: 'required' }).check(z.trim()),
        year: z.string({ error: 'required' }).check(z.trim()),
      },
      { error: 'required' },
    )
    .check(
      z.superRefine((date, ctx) => {
        const add = (message: string, part: keyof DateParts) =>
          ctx.addIssue({ code: 'custom', message, path: [part] })
        if (isBlankDate(date)) return void (required && add('required', 'month'))
        const missing = (['month', 'day', 'year'] as const).filter((part) => date[part] === '')
        missing.forEach((part) => add('required', part))
        const year = Number(date.year)
        const maxYear = new Date().getFullYear() + (notFuture ? 0 : yearsAhead)
        // A typed year is checked even while another part is empty: each problem is named at once.
        if (date.year !== '' && (!/^\d{4}$/.test(date.year) || year < 1900 || year > maxYear))
          return add('year', 'year')
        if (missing.length > 0) return
        if (!isRealDate(date)) return add('realDate', 'day')
        if (notFuture && toIsoDate(date) > todayIso()) add('futureDate', 'year')
      }),
    )
