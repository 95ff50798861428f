import { asc } from 'drizzle-orm'
import { stores } from '../../../db/schema/directory.ts'
import type { Database } from '~/server/db.server'
import { directionsUrl, locateZip, nearby } from '~/server/geo.server'
import { STORE_PAGE_SIZE, type StoreQuery, type StoreSearchResponse } from './store-query'

/** The nearest stores accepting the food-and-home card within `radius` miles of a ZIP, nearest first. */
export async function searchStores(db: Database, query: StoreQuery): Promise<StoreSearchResponse> {
  const origin = await locateZip(db, query.zip)
  if (!origin?.served) return { zip: query.zip, served: false }
  const { distance, within } = nearby(stores, origin, query.radius)
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      city: stores.city,
      state: stores.state,
      zip: stores.zip,
      phone: stores.phone,
      distance: distance.mapWith(Number),
    })
    .from(stores)
    .where(within)
    .orderBy(asc(distance), asc(stores.id))
    .limit(STORE_PAGE_SIZE)
  return {
    zip: query.zip,
    served: true,
    radius: query.radius,
    stores: rows.map(({ distance: miles, ...row }) => ({
      ...row,
      distanceMiles: Math.round(miles * 10) / 10,
      directionsUrl: directionsUrl(row.address, row.city, row.state, row.zip),
    })),
  }
}
