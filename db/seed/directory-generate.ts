import {
  INTERPRETER,
  LANGUAGES,
  MEDICAL_REFERRAL_GROUPS,
  PCP_SPECIALTIES,
  SPECIALTIES,
  type Category,
} from '../../src/plans/directory-options.ts'
import { PLAN_TYPES } from '../../src/plans/plan-types.ts'
import * as words from './directory-names.ts'
import {
  areaCodeFinder,
  createRandom,
  jitter,
  metroWeightedPicker,
  nearestZipFinder,
  npiFor,
  type Random,
  type ZipPoint,
} from './directory-random.ts'

/** Column names match the providers table, so rows load with json_populate_recordset. */
export type ProviderRow = {
  id: number
  category: Category
  name: string
  specialty: string
  gender: 'female' | 'male' | null
  npi: string
  pcp_id: string | null
  languages: string[]
  medical_referral_groups: string[]
  plan_types: string[]
  patients_accepted: 'yes' | 'no' | 'existing'
  medicaid_accepted: boolean
  medicaid_certified: boolean
  virtual_services: 'both' | 'phone' | 'video' | 'none'
  vision_hearing_services: string[]
  free_standing_facility: boolean
  start_date: string
  address: string
  city: string
  state: string
  zip: string
  lat: number
  lon: number
  phone: string
}

export const PROVIDER_COUNT = 52_000
const SPANISH_HEAVY = new Set(['FL', 'TX', 'AZ', 'NM', 'CO', 'IL'])
const VISION = [
  'EyeExam',
  'MedicalExam',
  'BothEyeAndMedicalExam',
  'Frames',
  'ContactLenses',
  'BothFramesAndContacts',
]

const areaCodeOf = areaCodeFinder(words.AREA_CODE_CENTERS)

/** A fictional 555-01xx number under the real area code of the place's own metro. */
export function phoneFor(place: { lat: number; lon: number; state: string }, random: Random) {
  return `${areaCodeOf(place, place.state)}-555-01${String(random.int(0, 99)).padStart(2, '0')}`
}

/**
 * Where a generated place stands: a point up to `maxMiles` from a drawn ZIP's centroid, addressed
 * in the ZIP (and city) whose centroid is nearest that point, so its address matches its distance.
 */
export function placeNear(
  zip: ZipPoint,
  maxMiles: number,
  random: Random,
  nearestZip: ReturnType<typeof nearestZipFinder>,
) {
  const point = jitter(zip, maxMiles, random)
  const home = nearestZip(point, zip.state) ?? zip
  return { ...point, zip: home.zip, city: home.city, state: home.state }
}

/** The medical referral groups that work in a state (REFERRAL_GROUP_STATES). */
function groupsIn(state: string): readonly string[] {
  return MEDICAL_REFERRAL_GROUPS.filter((group) => {
    const states = words.REFERRAL_GROUP_STATES[group]
    return states === 'all' || (states?.includes(state) ?? false)
  })
}

export function streetAddress(random: Random) {
  const street = `${random.int(100, 19999)} ${random.pick(words.STREETS)} ${random.pick(words.STREET_SUFFIXES)}`
  return random.chance(0.35) ? `${street}, ${random.pick(words.SUITES)}` : street
}

function pickCategory(random: Random): Category {
  const u = random.next()
  return u < 0.64 ? 'doctors' : u < 0.87 ? 'places' : 'services'
}

function pickSpecialty(category: Category, random: Random): string {
  if (category === 'doctors' && random.chance(0.4)) return random.pick(PCP_SPECIALTIES)
  if (category === 'places' && random.chance(0.4)) return 'Pharmacy'
  return random.pick(SPECIALTIES[category]).name
}

function languagesFor(category: Category, state: string, random: Random): string[] {
  const out = ['English']
  if (random.chance(SPANISH_HEAVY.has(state) ? 0.55 : 0.22)) out.push('Spanish')
  if (state === 'FL' && random.chance(0.08)) out.push('Haitian Creole')
  for (const { name } of LANGUAGES.slice(3, -1)) if (random.chance(0.025)) out.push(name)
  if (random.chance(category === 'doctors' ? 0.25 : 0.6)) out.push(INTERPRETER)
  return out
}

function visionHearingFor(specialty: string, random: Random): string[] {
  if (specialty === 'Optometry' || specialty === 'Ophthalmology') {
    const exams = [random.pick(VISION.slice(0, 3))]
    return specialty === 'Optometry' && random.chance(0.6)
      ? [...exams, random.pick(VISION.slice(3))]
      : exams
  }
  if (specialty === 'Eyewear Provider') return [random.pick(VISION.slice(3))]
  if (['Audiology', 'Otolaryngology', 'Hearing Aid Provider'].includes(specialty))
    return ['HearingExam']
  return []
}

function nameFor(
  category: Category,
  specialty: string,
  gender: 'female' | 'male' | null,
  zip: { city: string },
  id: number,
  random: Random,
) {
  const surname = random.pick(words.SURNAMES)
  if (category === 'doctors') {
    const given = random.pick(gender === 'female' ? words.FEMALE_NAMES : words.MALE_NAMES)
    const credential = words.CREDENTIALS[specialty] ?? (random.chance(0.8) ? 'MD' : 'DO')
    return `${given} ${random.chance(0.3) ? `${random.pick(words.SURNAMES)}-` : ''}${surname}, ${credential}`
  }
  if (specialty === 'Pharmacy')
    return `${random.pick(words.PHARMACY_BRANDS)} #${1000 + (id % 9000)}`
  const pattern = random.pick(words.PLACE_PATTERNS[specialty] ?? ['{city} Health Services'])
  return pattern.replace('{city}', zip.city).replace('{surname}', surname)
}

function dateBetween(fromYear: number, toYear: number, random: Random) {
  const year = random.int(fromYear, toYear)
  const month = random.int(1, year === 2026 ? 6 : 12)
  return `${year}-${String(month).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
}

function planTypesFor(random: Random): string[] {
  const chosen = PLAN_TYPES.filter((type) =>
    random.chance({ HMO: 0.85, PPO: 0.95, 'D-SNP': 0.7, 'C-SNP': 0.6 }[type]),
  )
  return chosen.length > 0 ? chosen : ['PPO']
}

/** The whole directory, deterministically: the same ZIP list always yields the same rows. */
export function generateProviders(
  zips: ZipPoint[],
  count = PROVIDER_COUNT,
  seed = 20_260_101,
): ProviderRow[] {
  const random = createRandom(seed)
  const nextZip = metroWeightedPicker(zips, random)
  const nearestZip = nearestZipFinder(zips)
  const rows: ProviderRow[] = []
  for (let id = 1; id <= count; id += 1) {
    const drawn = nextZip()
    const { lat, lon, ...zip } = placeNear(drawn, 4, random, nearestZip)
    const groups = groupsIn(zip.state)
    const category = pickCategory(random)
    const specialty = pickSpecialty(category, random)
    const doctor = category === 'doctors'
    const gender = doctor ? (random.chance(0.52) ? 'female' : 'male') : null
    const medicaidAccepted = random.chance(0.62)
    rows.push({
      id,
      category,
      name: nameFor(category, specialty, gender, zip, id, random),
      specialty,
      gender,
      npi: npiFor(id, !doctor),
      pcp_id: PCP_SPECIALTIES.includes(specialty)
        ? `PCP${String(100_000 + id).padStart(7, '0')}`
        : null,
      languages: languagesFor(category, zip.state, random),
      medical_referral_groups:
        doctor || random.chance(0.3)
          ? [random.pick(groups), ...(random.chance(0.2) ? [random.pick(groups)] : [])].filter(
              (g, i, all) => all.indexOf(g) === i,
            )
          : [],
      plan_types: planTypesFor(random),
      patients_accepted: random.chance(doctor ? 0.6 : 0.9)
        ? 'yes'
        : random.chance(0.6)
          ? 'existing'
          : 'no',
      medicaid_accepted: medicaidAccepted,
      medicaid_certified: medicaidAccepted && random.chance(0.7),
      virtual_services:
        specialty === 'Pharmacy'
          ? 'none'
          : random.pick(
              doctor
                ? (['both', 'both', 'phone', 'video', 'none', 'none'] as const)
                : (['phone', 'none', 'none', 'both'] as const),
            ),
      vision_hearing_services: visionHearingFor(specialty, random),
      free_standing_facility: !doctor && specialty !== 'Hospital' && random.chance(0.55),
      start_date: dateBetween(2005, 2026, random),
      address: streetAddress(random),
      city: zip.city,
      state: zip.state,
      zip: zip.zip,
      lat,
      lon,
      phone: phoneFor({ lat, lon, state: zip.state }, random),
    })
  }
  return rows
}
