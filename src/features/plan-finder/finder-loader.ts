import type { QueryClient } from '@tanstack/react-query'
import { isZipCode } from '~/plans/zip-code'
import type { FinderState } from './finder-search'
import { countiesQueryOptions, plansQueryOptions } from './plan-finder.queries'
import { apiView } from './plan-ranking'

/**
 * Loads what the URL's step shows, so a shared or bookmarked finder URL renders complete on the
 * server. Failures are left to the page: the flow shows 'Something went wrong' with a retry.
 */
export async function loadFinder(queryClient: QueryClient, state: FinderState): Promise<void> {
  if (!isZipCode(state.zip)) return
  const lookup = await queryClient
    .ensureQueryData(countiesQueryOptions(state.zip, state.year))
    .catch(() => null)
  if (!lookup || !state.view) return
  const served = lookup.counties.filter((county) => county.served)
  const county = state.county ?? (lookup.counties.length === 1 ? served[0]?.fips : undefined)
  if (!county || !served.some((c) => c.fips === county)) return
  await queryClient
    .ensureQueryData(plansQueryOptions({ county, year: state.year, view: apiView(state.view) }))
    .catch(() => undefined)
}
