import { stores } from '../../../db/schema/directory.ts'
import { oncePerDatabase, type Database } from '~/server/db.server'
import { directionsUrl, locateZip } from '~/geo/geo.server'
import { GeoIndex } from '~/geo/geo-index.server'
import { pageOf, type StoreQuery, type StoreSearchResponse } from './store-query'

/** The stores in memory, on a geographic grid (reference data: see `oncePerDatabase` in src/server/db.server.ts). */
const storeIndex = oncePerDatabase(
  async (db: Database) => new GeoIndex(await db.select().from(stores)),
)

/** The stores accepting the food-and-home card within `radius` miles of a ZIP: how many, and one page of them, nearest first. */
export async function searchStores(db: Database, query: StoreQuery): Promise<StoreSearchResponse> {
  const origin = await locateZip(db, query.zip)
  if (!origin?.served) return { zip: query.zip, served: false }
  const { rows: nearest, ...paging } = pageOf(
    (await storeIndex(db)).within(origin, query.radius),
    query.page,
  )
  return {
    zip: query.zip,
    served: true,
    radius: query.radius,
    ...paging,
    stores: nearest.map(({ row: { lat: _lat, lon: _lon, ...row }, miles }) => ({
      ...row,
      distanceMiles: Math.round(miles * 10) / 10,
      directionsUrl: directionsUrl(row.address, row.city, row.state, row.zip),
    })),
  }
}
