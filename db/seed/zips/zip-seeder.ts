import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../client.ts'
import { counties, zipCounties, zips } from '../../schema/plans.ts'
import { insertInChunks } from '../insert-in-chunks.ts'

const file = (name: string) => new URL(`./${name}`, import.meta.url)

/** Rows of a tab-separated table with a header line. */
function readTable(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
}

export function readCounties() {
  return readTable(readFileSync(file('counties.tsv'), 'utf8')).map(
    ([fips = '', state = '', name = '', label = '']) => ({
      fips,
      state,
      name,
      label,
    }),
  )
}

export function readZips() {
  const rows = readTable(gunzipSync(readFileSync(file('zips.tsv.gz'))).toString('utf8'))
  return rows.map(([zip = '', city = '', state = '', lat = '', lon = '', links = '']) => ({
    zip,
    city,
    state,
    lat: Number(lat),
    lon: Number(lon),
    counties: links.split(' ').map((link) => {
      const [fips = '', ratio = ''] = link.split(':')
      return { fips, ratio: Number(ratio) }
    }),
  }))
}

/** Every US ZIP code with its centroid and all the counties it spans (see build-zip-data.ts). */
export const zipSeeder = {
  name: 'zips',
  version: 2,
  async run(db: Database) {
    // Counties are updated in place: plan_counties refers to them. A county dropped from the data
    // while a plan still serves it makes this fail loudly, as it should.
    const countyRows = readCounties()
    await insertInChunks(db, counties, countyRows, { upsertOn: [counties.fips] })
    await db.delete(counties).where(
      notInArray(
        counties.fips,
        countyRows.map((county) => county.fips),
      ),
    )
    await db.delete(zipCounties)
    await db.delete(zips)
    const all = readZips()
    await insertInChunks(
      db,
      zips,
      all.map(({ counties: _links, ...zip }) => zip),
    )
    await insertInChunks(
      db,
      zipCounties,
      all.flatMap((zip) => zip.counties.map((link) => ({ zip: zip.zip, ...link }))),
    )
    // Fresh statistics, or the planner scans whole tables for single-ZIP lookups.
    await db.execute(sql`analyze counties, zips, zip_counties`)
  },
}
