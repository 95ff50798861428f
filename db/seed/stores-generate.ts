import { NATIONAL_STORES, REGIONAL_STORES } from './directory-names.ts'
import { phoneFor, placeNear, streetAddress } from './directory-generate.ts'
import { createRandom, metroWeightedPicker, nearestZipFinder, type ZipPoint } from './directory-random.ts'

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

export const STORE_COUNT = 9_000

/** Stores accepting the food-and-home card, around the same metro-weighted ZIPs as the directory, addressed where they stand. */
export function generateStores(zips: ZipPoint[], count = STORE_COUNT, seed = 20_260_202): StoreRow[] {
  const random = createRandom(seed)
  const nextZip = metroWeightedPicker(zips, random)
  const nearestZip = nearestZipFinder(zips)
  const rows: StoreRow[] = []
  for (let id = 1; id <= count; id += 1) {
    const drawn = nextZip()
    const regional = REGIONAL_STORES[drawn.state]
    const chain = regional && random.chance(0.4) ? random.pick(regional) : random.pick(NATIONAL_STORES)
    const address = streetAddress(random).replace(/, (Suite|Unit|Floor).*$/, '')
    const place = placeNear(drawn, 3, random, nearestZip)
    rows.push({
      id,
      name: chain,
      address,
      city: place.city,
      state: place.state,
      zip: place.zip,
      lat: place.lat,
      lon: place.lon,
      phone: phoneFor(place, random),
    })
  }
  return rows
}
