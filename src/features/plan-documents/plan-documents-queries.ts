import { queryOptions } from '@tanstack/react-query'
import type { DocumentsSearch } from './documents-search'
import { getDocumentsFinder, getPlanForDocuments, getServedStates } from './plan-documents.functions'

export const documentsFinderQuery = (search: DocumentsSearch, lang: 'en-us' | 'es-mx') =>
  queryOptions({
    queryKey: ['planDocuments', 'finder', lang, search.year ?? null, search.zip ?? null, search.county ?? null, search.plan ?? null],
    queryFn: () => getDocumentsFinder({ data: { ...search, lang } }),
  })

export const planDocumentsQuery = (slug: string) =>
  queryOptions({ queryKey: ['planDocuments', 'plan', slug], queryFn: () => getPlanForDocuments({ data: { slug } }) })

export const servedStatesQuery = () => queryOptions({ queryKey: ['planDocuments', 'states'], queryFn: () => getServedStates() })
