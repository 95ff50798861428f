import type { QueryClient } from '@tanstack/react-query'
import type { Lang } from '~/i18n/locales'
import { criteriaDocumentsQuery } from '~/plans/criteria-documents-query'

type SliceLike = { slice_type: string; primary?: unknown }

/**
 * The data a slice renders from the site's own data rather than from its fields (the same query
 * its component reads), so a route loader fetches it with the slice components and the page
 * paints it with its first render, on the server and after a navigation alike.
 */
const sliceQueries: Record<
  string,
  (
    primary: Record<string, unknown>,
    lang: Lang,
    queryClient: QueryClient,
  ) => Promise<unknown> | null
> = {
  criteria_documents: (primary, lang, queryClient) =>
    typeof primary.year === 'string'
      ? queryClient.ensureQueryData(criteriaDocumentsQuery(Number(primary.year), lang))
      : null,
}

/** Fetches the data of every data-fed slice of a document into the query cache. */
export async function preloadSliceData(
  queryClient: QueryClient,
  slices: readonly SliceLike[] | undefined,
  lang: Lang,
): Promise<void> {
  await Promise.all(
    (slices ?? []).map((slice) =>
      sliceQueries[slice.slice_type]?.(
        (slice.primary ?? {}) as Record<string, unknown>,
        lang,
        queryClient,
      ),
    ),
  )
}
