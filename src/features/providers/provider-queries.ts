import { queryOptions, skipToken } from '@tanstack/react-query'
import { apiSearchParams } from './provider-hash'
import type { ProviderQuery, ProviderSearchResponse } from './provider-query'

async function fetchProviders(params: string): Promise<ProviderSearchResponse> {
  const response = await fetch(`/api/providers?${params}`)
  if (!response.ok) throw new Error(`Provider search answered ${response.status}`)
  return (await response.json()) as ProviderSearchResponse
}

/**
 * One search's answer (none to ask while there is no valid search): in the browser from the public API (cached by any CDN), on the server
 * (a search in the page's address) from the same search through a server function.
 */
export const providersQuery = (query: ProviderQuery | null) => {
  const params = query ? apiSearchParams(query) : ''
  return queryOptions({
    queryKey: ['providers', params],
    // (A runtime test, not import.meta.env.SSR: Start registers the server function only when the
    // browser build keeps a reference to it, here a chunk it never loads.)
    queryFn: query
      ? async () =>
          typeof document === 'undefined'
            ? (await import('./providers.functions')).getProviders({ data: query })
            : fetchProviders(params)
      : skipToken,
    retry: 1,
  })
}
