import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import type { Seeder } from './index.ts'
import { generateProviders } from './directory-generate.ts'
import { serviceAreaZips } from './directory-random.ts'
import { generateStores } from './stores-generate.ts'

const BATCH = 5_000

/**
 * Rows in storage order: half-degree latitude bands (about 35 miles), west to east within a band.
 * Neighbours then share heap pages, so a radius search reads fewer pages than one per row (in
 * generation order, a 10-mile Miami search read 1,205 heap pages for 1,198 rows).
 */
const byLocation = <T extends { lat: number; lon: number }>(rows: T[]) =>
  [...rows].sort((a, b) => Math.floor(a.lat * 2) - Math.floor(b.lat * 2) || a.lon - b.lon)

/**
 * Loads rows in batches of one JSON parameter each (json_populate_recordset maps the keys to the
 * table's columns): about ten statements for the whole directory, on PGlite and PostgreSQL alike.
 */
async function insertAll(db: Database, table: 'providers' | 'stores', rows: object[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const json = JSON.stringify(rows.slice(start, start + BATCH))
    await db.execute(
      sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
    )
  }
}

/** The provider and pharmacy directory plus food-and-home stores, generated around real ZIP centroids. */
export const directorySeeder: Seeder = {
  name: 'directory',
  // 3: names, area codes and address ZIPs that belong to the place's metro.
  // 4: the 312 FreshPath Markets stores of the June 2026 press release, in its 11 states.
  version: 4,
  run: async (db) => {
    const zips = serviceAreaZips()
    await db.execute(sql`delete from providers`)
    await db.execute(sql`delete from stores`)
    await insertAll(db, 'providers', byLocation(generateProviders(zips)))
    await insertAll(db, 'stores', byLocation(generateStores(zips)))
  },
}
