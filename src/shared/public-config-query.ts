import { queryOptions } from '@tanstack/react-query'

/**
 * Configuration does not change while the server runs: fetched once per visit. The server
 * function loads only if the browser must fetch it (the page's HTML carries the answer).
 */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: async () => (await import('./public-config')).getPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  })
