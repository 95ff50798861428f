import { createServerFn } from '@tanstack/react-start'
import { getDb } from '~/server/db.server'
import { storeQuerySchema } from './store-query'
import { searchStores } from './stores.server'

/** The stores near a ZIP, for the store locator page; GET /api/stores answers the same. */
export const getStores = createServerFn({ method: 'GET' })
  .validator(storeQuerySchema)
  .handler(async ({ data }) => searchStores(await getDb(), data))
