import { z } from 'zod'
import { zipCodeSchema } from '~/plans/zip-code'

export const STORE_RADII = [5, 10, 25] as const
export const STORE_PAGE_SIZE = 25

/** A store search (GET /api/stores and the where-to-shop page's search params). */
export const storeQuerySchema = z.object({
  zip: zipCodeSchema('zipError'),
  radius: z.coerce.number().int().min(1).max(50).default(10),
})

export type StoreQuery = z.infer<typeof storeQuerySchema>

export type StoreResult = {
  id: number
  name: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  distanceMiles: number
  directionsUrl: string
}

/** `served: false` is the out-of-area answer; an empty `stores` list is "No results found." */
export type StoreSearchResponse =
  | { zip: string; served: false }
  | { zip: string; served: true; radius: number; stores: StoreResult[] }
