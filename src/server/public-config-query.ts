import { queryOptions } from '@tanstack/react-query'
import { getPublicConfig } from './public-config'

/** Configuration does not change while the server runs: fetched once per visit. */
export const publicConfigQuery = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: () => getPublicConfig(), staleTime: Number.POSITIVE_INFINITY })
