import { NATIONAL_STORES, PARTNER_GROCER, REGIONAL_STORES } from './directory-names.ts'
import { phoneFor, placeNear, streetAddress } from './directory-generate.ts'
import {
  createRandom,
  metroWeightedPicker,
  nearestZipFinder,
  type Random,
  type ZipPoint,
} from './directory-random.ts'

/** Column names match the stores table. */
export type StoreRow = {
  id: number
  name: string
  address: string
  city: string
  state: string
  zip: string
  lat: number
  lon: number
  phone: string
}

/** Rows of the national and regional chains; the partner grocer's stores come after them. */
export const STORE_COUNT = 9_000

/** Every store in the seed: the chains plus all of the partner grocer's (PARTNER_GROCER.stores). */
export const TOTAL_STORE_COUNT = STORE_COUNT + PARTNER_GROCER.stores

function storeNear(
  id: number,
  name: string,
  drawn: ZipPoint,
  random: Random,
  nearestZip: ReturnType<typeof nearestZipFinder>,
): StoreRow {
  const address = streetAddress(random).replace(/, (Suite|Unit|Floor).*$/, '')
  const place = placeNear(drawn, 3, random, nearestZip)
  return {
    id,
    name,
    address,
    city: place.city,
    state: place.state,
    zip: place.zip,
    lat: place.lat,
    lon: place.lon,
    phone: phoneFor(place, random),
  }
}

/**
 * The partner grocer's stores, ids from `firstId`, drawn from their own seeded stream so the
 * chains' rows before them stay as they were. The first store of each state is drawn within that
 * state (so every state the press release names has one); the rest go to metro-weighted ZIPs of
 * all its states.
 */
function partnerStores(zips: ZipPoint[], firstId: number, seed: number): StoreRow[] {
  const random = createRandom(seed)
  const nearestZip = nearestZipFinder(zips)
  const states: readonly string[] = PARTNER_GROCER.states
  const inStates = zips.filter((zip) => states.includes(zip.state))
  const anywhere = metroWeightedPicker(inStates, random)
  const rows: StoreRow[] = []
  for (let index = 0; index < PARTNER_GROCER.stores; index += 1) {
    const state = states[index]
    const drawn = state
      ? metroWeightedPicker(
          inStates.filter((zip) => zip.state === state),
          random,
        )()
      : anywhere()
    rows.push(storeNear(firstId + index, PARTNER_GROCER.name, drawn, random, nearestZip))
  }
  return rows
}

/**
 * Stores accepting the food-and-home card, around the same metro-weighted ZIPs as the directory,
 * addressed where they stand: `count` rows of the national and regional chains, then every
 * store of the partner grocer (ids continuing).
 */
export function generateStores(
  zips: ZipPoint[],
  count = STORE_COUNT,
  seed = 20_260_202,
): StoreRow[] {
  const random = createRandom(seed)
  const nextZip = metroWeightedPicker(zips, random)
  const nearestZip = nearestZipFinder(zips)
  const rows: StoreRow[] = []
  for (let id = 1; id <= count; id += 1) {
    const drawn = nextZip()
    const regional = REGIONAL_STORES[drawn.state]
    const chain =
      regional && random.chance(0.4) ? random.pick(regional) : random.pick(NATIONAL_STORES)
    rows.push(storeNear(id, chain, drawn, random, nearestZip))
  }
  return [...rows, ...partnerStores(zips, count + 1, seed + 1)]
}
