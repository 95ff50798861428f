/**
 * Which of the three support-hours statements of spec 9.2 the call bar shows. Exactly one at a
 * time, the same on every page:
 *
 * - From October 1 to March 31 (the season that holds the Annual and General Enrollment Periods)
 *   agents answer every day: 'everyDay' ("8am–8pm every day"), on both lines.
 * - From April 1 to September 30 the member services line says when it answers now and when the
 *   seven-day season returns: 'weekdaysAndSeason' ("8am–8pm Monday–Friday, and 7 days a week from
 *   October 1 to March 31"); the direct-channel line (licensed agents reached from a mailer) also
 *   answers on Saturdays: 'weekdaysSaturday' ("8am–8pm Monday–Friday plus 8am–5pm Saturday").
 *
 * The decision takes a calendar date, never a clock: the server decides from its own date in the
 * site's time zone and hands that date to the browser with the page's data, so hydration shows
 * exactly what the server sent.
 */
export const HOURS_VARIANTS = ['weekdaysAndSeason', 'weekdaysSaturday', 'everyDay'] as const
export type HoursVariant = (typeof HOURS_VARIANTS)[number]
export type CallChannel = 'default' | 'direct'

/** The support hours are kept in the plan's home time zone (Miami). */
export const SITE_TIME_ZONE = 'America/New_York'

/** The calendar date (YYYY-MM-DD) of an instant in the site's time zone. */
export function siteDate(now: Date, timeZone: string = SITE_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** October 1 to March 31 inclusive: agents answer seven days a week. */
export function inSevenDaySeason(date: string): boolean {
  const match = ISO_DATE.exec(date)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`)
  const month = Number(match[2])
  return month >= 10 || month <= 3
}

export function hoursVariant(date: string, channel: CallChannel): HoursVariant {
  if (inSevenDaySeason(date)) return 'everyDay'
  return channel === 'direct' ? 'weekdaysSaturday' : 'weekdaysAndSeason'
}
