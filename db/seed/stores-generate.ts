import { NATIONAL_STORES, REGIONAL_STORES } from './directory-names.ts'
import { phoneFor, streetAddress } from './directory-generate.ts'
import { createRandom, jitter, metroWeightedPicker, type ZipPoint } from './directory-random.ts'

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

/** Stores accepting the food-and-home card, around the same metro-weighted ZIPs as the directory. */
export function generateStores(zips: ZipPoint[], count = STORE_COUNT, seed = 20_260_202): StoreRow[] {
  const random = createRandom(seed)
  const nextZip = metroWeightedPicker(zips, random)
  const rows: StoreRow[] = []
  for (let id = 1; id <= count; id += 1) {
    const zip = nextZip()
    const regional = REGIONAL_STORES[zip.state]
    const chain = regional && random.chance(0.4) ? random.pick(regional) : random.pick(NATIONAL_STORES)
    rows.push({
      id,
      name: chain,
      address: streetAddress(random).replace(/, (Suite|Unit|Floor).*$/, ''),
      city: zip.city,
      state: zip.state,
      zip: zip.zip,
      ...jitter(zip, 3, random),
      phone: phoneFor(zip.state, random),
    })
  }
  return rows
}
