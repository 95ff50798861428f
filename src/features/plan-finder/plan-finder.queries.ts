import { queryOptions } from '@tanstack/react-query'
import type { PlanYear } from '~/plans/plan-years'
import type { ZipLookup } from './plan-finder.machine'

// The server functions load on a query's first fetch, not with the page (decision 0015).
const functions = () => import('~/plans/plans.functions')

/** The counties of a ZIP; a ZIP the crosswalk does not know is simply not served. */
export const countiesQueryOptions = (zip: string, year: PlanYear) =>
  queryOptions({
    queryKey: ['zip-counties', zip, year],
    queryFn: async (): Promise<ZipLookup> => {
      const found = await (await functions()).getCountiesForZip({ data: { zip, year } })
      return found ?? { zip, served: false, counties: [] }
    },
    staleTime: 10 * 60_000,
  })

/** The plans of a county in one of the API's views. Health answers are never sent: ranking happens here. */
export const plansQueryOptions = (params: {
  county: string
  year: PlanYear
  view: 'all' | 'snp' | 'ma-only'
}) =>
  queryOptions({
    queryKey: ['plans', params.county, params.year, params.view],
    queryFn: async () =>
      (await functions()).getPlansForCounty({
        data: { fips: params.county, year: params.year, view: params.view },
      }),
  })

export const planQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['plan', slug],
    queryFn: async () => (await functions()).getPlanBySlug({ data: { slug } }),
  })
