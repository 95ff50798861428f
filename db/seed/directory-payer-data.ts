import { mulberry32 } from './mulberry32'

/**
 * What a payer's directory holds about each listing beyond the provider search's columns: office
 * hours and holiday closures, whether an appointment is needed, a practitioner's state licence
 * and board certification, and a place's accessibility. Generated like the rest of the synthetic
 * directory (directory-generate.ts), but as a function of the row (its id seeds the choices), so
 * the same row always has the same facts and the table needs no more columns. Read by the FHIR
 * API (src/fhir/directory-resources.ts).
 */
export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
export type Opening = { days: Day[]; allDay: boolean; opens?: string; closes?: string }
export type Listing = {
  id: number
  category: string
  specialty: string
  state: string
  npi: string
  name: string
  startDate: string
}

const WEEKDAYS: Day[] = ['mon', 'tue', 'wed', 'thu', 'fri']
const EVERY_DAY: Day[] = [...WEEKDAYS, 'sat', 'sun']
const ALWAYS: Opening[] = [{ days: EVERY_DAY, allDay: true }]
const open = (days: Day[], opens: string, closes: string): Opening => ({
  days,
  allDay: false,
  opens: `${opens}:00`,
  closes: `${closes}:00`,
})

/** The choices of one row, the same on every run. */
const randomOf = (row: Pick<Listing, 'id'>, salt: number) => mulberry32(row.id * 7919 + salt)

/** When a listing is open (its phone answered the same hours). */
export function openingHours(row: Listing): Opening[] {
  const random = randomOf(row, 1)
  if (row.category === 'doctors') {
    const opens = ['08:00', '08:30', '09:00'][Math.floor(random() * 3)]!
    const closes = ['17:00', '17:30', '18:00'][Math.floor(random() * 3)]!
    return [
      open(WEEKDAYS, opens, closes),
      ...(random() < 0.25 ? [open(['sat'], '09:00', '12:00')] : []),
    ]
  }
  switch (row.specialty) {
    case 'Hospital':
    case 'Hospice':
      return ALWAYS
    case 'Pharmacy':
      return random() < 0.15
        ? ALWAYS
        : [
            open(WEEKDAYS, '08:00', '21:00'),
            open(['sat'], '09:00', '18:00'),
            open(['sun'], '10:00', '17:00'),
          ]
    case 'Urgent Care Center':
      return [open(EVERY_DAY, '08:00', '20:00')]
    case 'Non-Emergency Medical Transportation':
      return [open([...WEEKDAYS, 'sat'], '06:00', '19:00')]
    case 'Dialysis Center':
      return [open([...WEEKDAYS, 'sat'], '06:00', '18:00')]
    default:
      return [open(WEEKDAYS, '08:00', '17:00')]
  }
}

export const isAlwaysOpen = (hours: Opening[]) => hours.some((h) => h.allDay && h.days.length === 7)

/** Whether a visit needs an appointment: yes for doctors and scheduled services, no for walk-in places. */
export function appointmentRequired(row: Listing): boolean {
  return !['Pharmacy', 'Hospital', 'Urgent Care Center', 'Clinical Laboratory'].includes(
    row.specialty,
  )
}

/** The six federal holidays a listing that is not always open closes on, named in the closure text. */
export const HOLIDAY_NAMES = [
  "New Year's Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving Day',
  'Christmas Day',
]

const iso = (date: Date) => date.toISOString().slice(0, 10)
/** The `nth` `weekday` (0 Sunday) of a month (0-based), or the last one when nth is -1. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0))
    return new Date(
      Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)),
    )
  }
  const first = new Date(Date.UTC(year, month, 1))
  return new Date(
    Date.UTC(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + 7 * (nth - 1)),
  )
}

/** The holidays of one year, by the federal rules (fixed dates, or the nth weekday of the month). */
function holidaysOf(year: number): Array<{ name: string; date: string }> {
  const dates = [
    new Date(Date.UTC(year, 0, 1)),
    nthWeekday(year, 4, 1, -1),
    new Date(Date.UTC(year, 6, 4)),
    nthWeekday(year, 8, 1, 1),
    nthWeekday(year, 10, 4, 4),
    new Date(Date.UTC(year, 11, 25)),
  ]
  return dates.map((date, at) => ({ name: HOLIDAY_NAMES[at]!, date: iso(date) }))
}

/** The holiday closures in the twelve months from `from` (the directory's load date). */
export function holidayClosures(from: string): Array<{ name: string; date: string }> {
  const start = from.slice(0, 10)
  const year = Number(start.slice(0, 4))
  const end = `${year + 1}${start.slice(4)}`
  return [...holidaysOf(year), ...holidaysOf(year + 1)].filter(
    (h) => h.date >= start && h.date < end,
  )
}

/** A practitioner's licence to practise in the state of the office: number, dates, renewed every two years. */
export function stateLicence(
  row: Listing,
  today: string,
): { state: string; number: string; start: string; end: string } {
  const random = randomOf(row, 2)
  const first = Number(row.startDate.slice(0, 4)) - 1 - Math.floor(random() * 15)
  const year = Number(today.slice(0, 4))
  // The current two-year term: issued in the licence's cycle year at or before today.
  const day = row.startDate.slice(5, 10)
  let termStart = year - ((year - first) % 2)
  if (`${termStart}-${day}` > today.slice(0, 10)) termStart -= 2
  return {
    state: row.state,
    number: `${row.state}${row.npi.slice(-6)}`,
    start: `${termStart}-${day}`,
    end: `${termStart + 2}-${day}`,
  }
}

/** Board certification in the specialty: most doctors hold one; the year it was granted. */
export function boardCertification(row: Listing): { year: number } | undefined {
  const random = randomOf(row, 3)
  if (random() >= 0.82) return undefined
  return { year: Number(row.startDate.slice(0, 4)) - Math.floor(random() * 10) }
}

/** Plan-Net AccessibilityCS codes a place offers. Facilities are ADA compliant; offices mostly wheelchair accessible. */
export function accessibility(
  row: Listing,
): Array<'handiaccess' | 'adacomp' | 'pubtrans' | 'cultcomp'> {
  const random = randomOf(row, 4)
  const codes: Array<'handiaccess' | 'adacomp' | 'pubtrans' | 'cultcomp'> = []
  if (row.category !== 'doctors' || random() < 0.9) codes.push('handiaccess')
  if (row.category !== 'doctors') codes.push('adacomp')
  if (random() < 0.45) codes.push('pubtrans')
  if (random() < 0.2) codes.push('cultcomp')
  return codes
}

/**
 * Whether the listing has a Direct secure-messaging address (a payer's directory lists them for
 * referrals and records): every facility and service does; a doctor does through the medical
 * group that runs the practice, most of them.
 */
export function hasDirectAddress(
  row: Listing & { medicalReferralGroups: readonly string[] },
): boolean {
  if (row.category !== 'doctors') return true
  return row.medicalReferralGroups.length > 0 && randomOf(row, 5)() < 0.6
}

/** Plan-Net LanguageProficiencyCS: functional native, advanced professional, general professional. */
export type Proficiency = '50' | '40' | '30'

/**
 * How well a practitioner speaks each language the directory lists (the payer's credentialing
 * attestation). A language listed is one the practitioner sees patients in, so none is below
 * general professional proficiency; English, the language of a US licence, is native or advanced.
 */
export function languageProficiency(
  row: Pick<Listing, 'id'>,
  languages: readonly string[],
): Proficiency[] {
  const random = randomOf(row, 6)
  return languages.map((language) => {
    const draw = random()
    if (language === 'English') return draw < 0.8 ? '50' : '40'
    return draw < 0.55 ? '50' : draw < 0.85 ? '40' : '30'
  })
}
