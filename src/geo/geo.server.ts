import { desc } from 'drizzle-orm'
import { planYears, zips } from '../../db/schema/plans.ts'
import { oncePerDatabase, type Database } from '~/server/db.server'

export type ZipLocation = { zip: string; state: string; lat: number; lon: number; served: boolean }

const zipTable = oncePerDatabase(async (db: Database) => {
  const [rows, [latest]] = await Promise.all([
    db.select({ zip: zips.zip, state: zips.state, lat: zips.lat, lon: zips.lon }).from(zips),
    db.select({ states: planYears.states }).from(planYears).orderBy(desc(planYears.year)).limit(1),
  ])
  const served = new Set(latest?.states ?? [])
  return new Map(rows.map((row) => [row.zip, { ...row, served: served.has(row.state) }]))
})

/**
 * The centroid of a ZIP code (the `zips` table) and whether the plan serves its state in the
 * latest plan year. Null for a ZIP the data does not know (outside the service area or unused).
 */
export async function locateZip(db: Database, zip: string): Promise<ZipLocation | null> {
  return (await zipTable(db)).get(zip) ?? null
}

/** A get-directions link to a maps service (external: the leaving-the-site notice applies). */
export function directionsUrl(address: string, city: string, state: string, zip: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address}, ${city}, ${state} ${zip}`)}`
}
