import { z } from 'zod/mini'
import { zipCodeSchema } from '~/plans/zip-code-schema'

export const STORE_RADII = [5, 10, 25] as const
export const STORE_PAGE_SIZE = 25

/** A store search (GET /api/stores and the where-to-shop page's search params), one page of 25. */
export const storeQuerySchema = z.object({
  zip: zipCodeSchema('zipError'),
  radius: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
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

/**
 * `served: false` is the out-of-area answer; an empty `stores` list is "No results found."
 * `total` counts every store within the radius; `stores` is the page asked for, nearest first.
 */
export type StoreSearchResponse =
  | { zip: string; served: false }
  | {
      zip: string
      served: true
      radius: number
      total: number
      page: number
      pageCount: number
      stores: StoreResult[]
    }

/** One page of a nearest-first list: what the answer says about it besides the rows. */
export function pageOf<T>(all: readonly T[], page: number, size = STORE_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(all.length / size))
  return { total: all.length, page, pageCount, rows: all.slice((page - 1) * size, page * size) }
}
