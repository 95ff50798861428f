// Service-area facts the new member care and enrollment kit pages share: the metros of
// db/seed/plans/metros.ts with their county names (db/seed/zips/counties.tsv), and per state the
// Medicaid program and the State Health Insurance Assistance Program (SHIP) by their public names.
import { readFileSync } from 'node:fs'
import { STATES } from '../common.mjs'

const root = new URL('../../../../../', import.meta.url)
const metrosSource = readFileSync(new URL('db/seed/plans/metros.ts', root), 'utf8')
const COUNTY_NAMES = new Map(
  readFileSync(new URL('db/seed/zips/counties.tsv', root), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([fips, , name, label]) => [fips, { name, label }]),
)

/** The metros, parsed from the seed file so the two never disagree. */
export const METROS = [...metrosSource.matchAll(/\{ key: '([^']+)', region: '([^']+)', state: '([A-Z]{2})', contract: '(H\d+)', since: (\d{4}), counties: \[([^\]]*)\] \}/g)].map(
  ([, key, region, state, contract, since, counties]) => ({
    key,
    region,
    state,
    contract,
    since: Number(since),
    counties: [...counties.matchAll(/'(\d{5})'/g)].map(([, fips]) => COUNTY_NAMES.get(fips)),
  }),
)
if (METROS.length < 29) throw new Error('Could not read the metros from db/seed/plans/metros.ts')

const ES_LABEL = { Parish: 'parroquia', city: 'ciudad independiente', City: 'ciudad' }

/** "Miami-Dade County, Broward County and Palm Beach County" (Spanish: "condado de …"). */
export function countyList(metro, short) {
  if (metro.counties.every(({ label }) => label === 'Parish')) {
    const names = metro.counties.map(({ name }) => name)
    const joined = `${names.slice(0, -1).join(', ')} ${short === 'en' ? 'and' : 'y'} ${names.at(-1)}`
    return short === 'en' ? `${joined} parishes` : `las parroquias de ${joined}`
  }
  const names = metro.counties.map(({ name, label }) => (short === 'en' ? `${name} ${label}` : label === 'County' ? name : `${name} (${ES_LABEL[label] ?? label})`))
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${short === 'en' ? 'and' : 'y'} ${names.at(-1)}`
  return short === 'en' ? joined : `${names.length === 1 ? 'el condado de' : 'los condados de'} ${joined}`
}

export const stateName = (code, short) => STATES[code][short === 'en' ? 0 : 1]

const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Metros of states with two metros carry the metro in their slug (vendors-texas-houston). */
export function placeSlug(metro, short) {
  const twoMetros = METROS.filter((m) => m.state === metro.state).length > 1
  const state = slugify(stateName(metro.state, short))
  return twoMetros ? `${state}-${slugify(metro.region)}` : state
}
export const placeName = (metro, short) => {
  const twoMetros = METROS.filter((m) => m.state === metro.state).length > 1
  return twoMetros ? `${metro.region}, ${stateName(metro.state, short)}` : stateName(metro.state, short)
}

/** Medicaid programs and SHIP counseling programs by state (their public names). */
export const STATE_PROGRAMS = {
  AL: { medicaid: 'Alabama Medicaid', ship: 'Alabama SHIP' },
  AZ: { medicaid: 'AHCCCS (Arizona Health Care Cost Containment System)', ship: 'Arizona SHIP' },
  AR: { medicaid: 'Arkansas Medicaid', ship: 'Arkansas SHIIP' },
  CO: { medicaid: 'Health First Colorado', ship: 'Colorado SHIP' },
  FL: { medicaid: 'Florida Medicaid', ship: 'SHINE (Serving Health Insurance Needs of Elders)' },
  GA: { medicaid: 'Georgia Medicaid', ship: 'GeorgiaCares' },
  HI: { medicaid: 'Med-QUEST', ship: 'Hawaii SHIP' },
  IL: { medicaid: 'Illinois Medicaid (HFS)', ship: 'Illinois Senior Health Insurance Program' },
  IN: { medicaid: 'Indiana Medicaid', ship: 'Indiana SHIP' },
  KY: { medicaid: 'Kentucky Medicaid', ship: 'Kentucky SHIP' },
  MS: { medicaid: 'Mississippi Medicaid', ship: 'MS SHIP' },
  MO: { medicaid: 'MO HealthNet', ship: 'CLAIM' },
  NC: { medicaid: 'NC Medicaid', ship: 'North Carolina SHIIP' },
  OH: { medicaid: 'Ohio Medicaid', ship: 'OSHIIP (Ohio Senior Health Insurance Information Program)' },
  OR: { medicaid: 'Oregon Health Plan', ship: 'SHIBA (Senior Health Insurance Benefits Assistance)' },
  PA: { medicaid: 'Pennsylvania Medical Assistance', ship: 'PA MEDI' },
  SC: { medicaid: 'Healthy Connections Medicaid', ship: 'I-CARE' },
  TN: { medicaid: 'TennCare', ship: 'Tennessee SHIP' },
  TX: { medicaid: 'Texas Medicaid (STAR+PLUS)', ship: 'HICAP (Health Information, Counseling and Advocacy Program)' },
  WA: { medicaid: 'Washington Apple Health', ship: 'SHIBA (Statewide Health Insurance Benefits Advisors)' },
  DE: { medicaid: 'Delaware Medicaid', ship: 'Delaware Medicare Assistance Bureau' },
  IA: { medicaid: 'Iowa Medicaid', ship: 'Iowa SHIIP' },
  KS: { medicaid: 'KanCare', ship: 'SHICK (Senior Health Insurance Counseling for Kansas)' },
  LA: { medicaid: 'Louisiana Medicaid', ship: 'Louisiana SHIIP' },
  NE: { medicaid: 'Nebraska Heritage Health', ship: 'Nebraska SHIP' },
  NM: { medicaid: 'New Mexico Medicaid (Turquoise Care)', ship: 'New Mexico SHIP' },
  OK: { medicaid: 'SoonerCare', ship: 'Oklahoma Medicare Assistance Program' },
  UT: { medicaid: 'Utah Medicaid', ship: 'Utah SHIP' },
  VA: { medicaid: 'Virginia Medicaid (Cardinal Care)', ship: 'VICAP (Virginia Insurance Counseling and Assistance Program)' },
}

/** The plans of a year in a state, from the plan catalogue. */
export function plansIn(year, state) {
  const plans = JSON.parse(readFileSync(new URL(`db/seed/plans/catalogue-${year}.json`, root), 'utf8'))
  return plans.filter((plan) => plan.state === state)
}
