import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from './db.server'

export type ZipLocation = { zip: string; state: string; lat: number; lon: number; served: boolean }

/**
 * The centroid of a ZIP code (the `zips` table) and whether the plan serves its state in the
 * latest plan year. Null for a ZIP the data does not know (outside the service area or unused).
 */
export async function locateZip(db: Database, zip: string): Promise<ZipLocation | null> {
  const result = await db.execute(sql`
    select z.zip, z.state, z.lat, z.lon,
      coalesce((select z.state = any(y.states) from plan_years y order by y.year desc limit 1), false) as served
    from zips z where z.zip = ${zip}`)
  const row = (result as unknown as { rows: ZipLocation[] }).rows[0]
  return row ? { ...row, lat: Number(row.lat), lon: Number(row.lon) } : null
}

const EARTH_RADIUS_MILES = 3958.8

/**
 * Geo search without GiST (it hung PGlite): a bounding box the btree (lat, lon) index can use,
 * plus the exact haversine distance in miles for filtering and ordering.
 */
export function nearby(columns: { lat: AnyPgColumn; lon: AnyPgColumn }, origin: { lat: number; lon: number }, miles: number) {
  const dLat = miles / 69
  const dLon = miles / (69 * Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01))
  const distance: SQL<number> = sql<number>`(${EARTH_RADIUS_MILES * 2} * asin(sqrt(
    power(sin(radians(${columns.lat} - ${origin.lat}) / 2), 2) +
    cos(radians(${origin.lat})) * cos(radians(${columns.lat})) * power(sin(radians(${columns.lon} - ${origin.lon}) / 2), 2)
  )))`
  const within = sql`${columns.lat} between ${origin.lat - dLat} and ${origin.lat + dLat}
    and ${columns.lon} between ${origin.lon - dLon} and ${origin.lon + dLon}
    and ${distance} <= ${miles}`
  return { distance, within }
}

/** A get-directions link to a maps service (external: the leaving-the-site notice applies). */
export function directionsUrl(address: string, city: string, state: string, zip: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address}, ${city}, ${state} ${zip}`)}`
}
