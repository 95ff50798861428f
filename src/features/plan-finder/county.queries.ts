import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { planYearSchema, type PlanYear } from '~/plans/plan-years'
import { countyBySlug } from './county-by-slug.server'

const getCountyBySlug = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]{4,80}$/),
      year: planYearSchema,
    }),
  )
  .handler(({ data }) => countyBySlug(data.slug, data.year))

export const countyQueryOptions = (slug: string, year: PlanYear) =>
  queryOptions({
    queryKey: ['county', slug, year],
    queryFn: () => getCountyBySlug({ data: { slug, year } }),
  })
