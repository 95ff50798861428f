import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/locales'

// The server function loads on the query's first fetch, not with the page (decision 0015).
const functions = () => import('./criteria-documents.functions')

/** The criteria PDFs of a plan year in a language (criteria-documents.server.ts). */
export const criteriaDocumentsQuery = (year: number, lang: Lang) =>
  queryOptions({
    queryKey: ['criteriaDocuments', year, lang],
    queryFn: async () => (await functions()).getCriteriaDocuments({ data: { year, lang } }),
    // The formulary changes only with a new seed, which comes with a new deployment.
    staleTime: Number.POSITIVE_INFINITY,
  })
