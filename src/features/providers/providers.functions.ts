import { createServerFn } from '@tanstack/react-start'
import { getDb } from '~/server/db.server'
import { providerQuerySchema } from './provider-query'
import { searchProviders } from './providers.server'

/** A provider search as the page's server render makes it (a search in the address, decision 0024); the browser uses GET /api/providers. */
export const getProviders = createServerFn({ method: 'GET' })
  .validator(providerQuerySchema())
  .handler(async ({ data }) => searchProviders(await getDb(), data))
