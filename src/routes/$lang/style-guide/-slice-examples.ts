import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { sliceExamplesWithLinks } from './-slice-examples.server'

// Slices travel as JSON text: Prismic's field unions are not provably serializable types.
export const getSliceExamples = createServerFn({ method: 'GET' }).handler(() =>
  sliceExamplesWithLinks(),
)

export const sliceExamplesQuery = () =>
  queryOptions({
    queryKey: ['style-guide', 'slice-examples'],
    queryFn: () => getSliceExamples(),
    staleTime: Number.POSITIVE_INFINITY,
  })
