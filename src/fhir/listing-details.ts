import {
  HOLIDAY_NAMES,
  accessibility,
  appointmentRequired,
  boardCertification,
  hasDirectAddress,
  holidayClosures,
  isAlwaysOpen,
  languageProficiency,
  openingHours,
  stateLicence,
  type Opening,
} from '../../db/seed/directory-payer-data.ts'
import { EXT, NUCC, SYSTEM, coding, concept } from './codes'
import type { ProviderRow } from './directory-resources'

/**
 * The Plan-Net elements of a listing's payer data (db/seed/directory-payer-data.ts): hours as
 * Location.hoursOfOperation, availableTime (roles, services) and the phone's
 * contactpoint-availabletime; holiday closures as notAvailable; licences and board
 * certifications; accessibility; an organization's description. `today` is the directory's load
 * time: closures are those of the following twelve months, licences the current term.
 */
const ACCESSIBILITY: Record<string, string> = {
  handiaccess: 'handicap accessible',
  adacomp: 'ADA compliant',
  pubtrans: 'public transit options',
  cultcomp: 'Cultural competence',
}
/** v2-0360 degree codes of the credentials that have one here; the others are said in text. */
const DEGREE: Record<string, string> = { MD: 'Doctor of Medicine', DO: 'Doctor of Osteopathy' }

/** Once per row: a page of resources asks for the hours several times. */
const hoursByRow = new WeakMap<ProviderRow, Opening[]>()
const hoursOf = (row: ProviderRow) => {
  let hours = hoursByRow.get(row)
  if (!hours) hoursByRow.set(row, (hours = openingHours(row)))
  return hours
}

export const hoursOfOperation = (row: ProviderRow) =>
  hoursOf(row).map((h) => ({
    daysOfWeek: h.days,
    allDay: h.allDay,
    ...(h.allDay ? {} : { openingTime: h.opens, closingTime: h.closes }),
  }))

export const availableTime = (row: ProviderRow) =>
  hoursOf(row).map((h) => ({
    daysOfWeek: h.days,
    allDay: h.allDay,
    ...(h.allDay ? {} : { availableStartTime: h.opens, availableEndTime: h.closes }),
  }))

const phoneHours = (h: Opening) => ({
  url: EXT.contactPointAvailableTime,
  extension: [
    ...h.days.map((day) => ({ url: 'daysOfWeek', valueCode: day })),
    { url: 'allDay', valueBoolean: h.allDay },
    ...(h.allDay
      ? []
      : [
          { url: 'availableStartTime', valueTime: h.opens },
          { url: 'availableEndTime', valueTime: h.closes },
        ]),
  ],
})

/** The listing's phone, answered in its opening hours. */
export const telecomWithHours = (row: ProviderRow) => [
  {
    extension: hoursOf(row).map(phoneHours),
    system: 'phone',
    value: row.phone,
    use: 'work',
    rank: 1,
  },
]

export const notAvailable = (row: ProviderRow, today: string) =>
  isAlwaysOpen(hoursOf(row))
    ? []
    : holidayClosures(today).map((h) => ({
        description: `Closed for ${h.name}`,
        during: { start: h.date, end: h.date },
      }))

export const closuresText = (row: ProviderRow) =>
  isAlwaysOpen(hoursOf(row))
    ? 'Open 24 hours a day, every day of the year.'
    : `Closed on ${HOLIDAY_NAMES.slice(0, -1).join(', ')} and ${HOLIDAY_NAMES.at(-1)}.`

export const needsAppointment = (row: ProviderRow) => appointmentRequired(row)

export const accessibilityExtensions = (row: ProviderRow) =>
  accessibility(row).map((code) => ({
    url: EXT.accessibility,
    valueCodeableConcept: concept(SYSTEM.accessibility, code, ACCESSIBILITY[code]!),
  }))

/** A practitioner's licence in the office's state, with the credential of the name. */
export function licenceQualification(
  row: ProviderRow,
  today: string,
  credential: string | undefined,
) {
  const licence = stateLicence(row, today)
  const degree = credential && DEGREE[credential]
  return {
    extension: [
      {
        url: EXT.practitionerQualification,
        extension: [
          { url: 'status', valueCode: 'active' },
          {
            url: 'whereValid',
            valueCodeableConcept: { coding: [coding(SYSTEM.usps, licence.state)] },
          },
        ],
      },
    ],
    identifier: [
      { system: `${SYSTEM.localLicence}/${licence.state.toLowerCase()}`, value: licence.number },
    ],
    code: {
      ...(degree ? { coding: [coding(SYSTEM.degree, credential, degree)] } : {}),
      text: credential
        ? `${credential}, licensed in ${licence.state}`
        : `Licensed in ${licence.state}`,
    },
    period: { start: licence.start, end: licence.end },
    issuer: { display: `${licence.state} state licensing board` },
  }
}

/** A role's board certification in its specialty (Plan-Net qualification extension), when held. */
export function boardQualification(row: ProviderRow) {
  const board = boardCertification(row)
  const nucc = NUCC[row.specialty]
  if (!board || !nucc) return []
  return [
    {
      url: EXT.qualification,
      extension: [
        {
          url: 'code',
          valueCodeableConcept: {
            coding: [coding(SYSTEM.nucc, nucc.code, nucc.display)],
            text: `Board certified: ${row.specialty}`,
          },
        },
        {
          url: 'issuer',
          valueReference: {
            display:
              row.specialty === 'Nurse Practitioner'
                ? 'Nurse practitioner certification board'
                : 'Specialty certification board',
          },
        },
        { url: 'status', valueCode: 'active' },
        { url: 'period', valuePeriod: { start: `${board.year}-01-01` } },
        { url: 'whereValid', valueCodeableConcept: { coding: [coding(SYSTEM.usps, row.state)] } },
      ],
    },
  ]
}

/** An address with its map position (the geolocation extension), for resources without a position of their own. */
export const geolocated = <A extends object>(
  address: A,
  row: Pick<ProviderRow, 'lat' | 'lon'>,
) => ({
  extension: [
    {
      url: EXT.geolocation,
      extension: [
        { url: 'latitude', valueDecimal: row.lat },
        { url: 'longitude', valueDecimal: row.lon },
      ],
    },
  ],
  ...address,
})

export const orgDescription = (row: ProviderRow, networks: string[]) => ({
  url: EXT.orgDescription,
  valueString: `${row.specialty} in ${row.city}, ${row.state}${networks.length ? `, in the ${networks.join(', ')} networks` : ''}.`,
})

/** A listing's Direct address, an Endpoint of its own: `Endpoint/direct-{row id}`. */
export const directEndpointId = (row: Pick<ProviderRow, 'id'>) => `direct-${row.id}`
export const rowOfDirectEndpoint = (id: string): number | undefined =>
  /^direct-\d{1,9}$/.test(id) ? Number(id.slice(7)) : undefined
const endpointByRow = new WeakMap<ProviderRow, boolean>()
export const hasEndpoint = (row: ProviderRow) => {
  let has = endpointByRow.get(row)
  if (has === undefined) endpointByRow.set(row, (has = hasDirectAddress(row)))
  return has
}
export const endpointRefs = (row: ProviderRow) =>
  hasEndpoint(row)
    ? [{ reference: `Endpoint/${directEndpointId(row)}`, display: `Direct address of ${row.name}` }]
    : []

/** A facility's state licence (Plan-Net qualification), coded by its NUCC taxonomy where it has one. */
export function facilityLicence(row: ProviderRow, today: string) {
  const nucc = NUCC[row.specialty]
  if (!nucc) return []
  const licence = stateLicence(row, today)
  return [
    {
      url: EXT.qualification,
      extension: [
        {
          url: 'identifier',
          valueIdentifier: {
            system: `${SYSTEM.localLicence}/${licence.state.toLowerCase()}`,
            value: licence.number,
          },
        },
        {
          url: 'code',
          valueCodeableConcept: {
            coding: [coding(SYSTEM.nucc, nucc.code, nucc.display)],
            text: `Licensed: ${row.specialty}`,
          },
        },
        { url: 'issuer', valueReference: { display: `${licence.state} state licensing agency` } },
        { url: 'status', valueCode: 'active' },
        { url: 'period', valuePeriod: { start: licence.start, end: licence.end } },
        {
          url: 'whereValid',
          valueCodeableConcept: { coding: [coding(SYSTEM.usps, licence.state)] },
        },
      ],
    },
  ]
}

const PROFICIENCY: Record<string, string> = {
  '50': 'Functional native proficiency',
  '40': 'Advanced professional proficiency',
  '30': 'General professional proficiency',
}

/** A practitioner's languages as Practitioner.communication, each with how well it is spoken (Plan-Net communication-proficiency). */
export function communication(row: ProviderRow, languages: Record<string, string>) {
  const spoken = row.languages.filter((name) => languages[name])
  const levels = languageProficiency(row, spoken)
  return spoken.map((name, at) => ({
    extension: [
      {
        url: EXT.communicationProficiency,
        valueCodeableConcept: concept(
          SYSTEM.languageProficiency,
          levels[at]!,
          PROFICIENCY[levels[at]!]!,
        ),
      },
    ],
    coding: [coding(SYSTEM.language, languages[name]!, name)],
    text: name,
  }))
}

/**
 * Other names a place goes by (Location.alias), derived from what the directory holds: a
 * doctor's office is known by the medical group's practice in its city, a pharmacy by its brand
 * and city, a hospital by its initials ("Tampa General Hospital", TGH; "St. Anne Medical Center
 * of Tampa", SAMC).
 */
export function locationAliases(row: ProviderRow): string[] {
  const group = row.medicalReferralGroups[0]
  if (row.category === 'doctors') return group ? [`${group}, ${row.city}`] : []
  if (row.specialty === 'Pharmacy') return [`${row.name.split(' #')[0]} ${row.city}`]
  if (row.specialty === 'Hospital') {
    // "St. Anne Medical Center of Tampa" is SAMC: the name before its city.
    const initials = row.name
      .split(' of ')[0]!
      .split(/\s+/)
      .filter((word) => /^[A-Z]/.test(word))
      .map((word) => word[0])
      .join('')
    return initials.length >= 2 ? [initials] : []
  }
  return []
}
