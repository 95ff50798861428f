import { queryOptions } from '@tanstack/react-query'
import type { PlanYear } from '~/plans/plan-years'

// The server function loads on the query's first fetch, not with the page (decision 0015).
export const countyQueryOptions = (slug: string, year: PlanYear) =>
  queryOptions({
    queryKey: ['county', slug, year],
    queryFn: async () =>
      (await import('./county.functions')).getCountyBySlug({ data: { slug, year } }),
  })
