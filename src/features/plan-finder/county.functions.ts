import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { planYearSchema } from '~/plans/plan-year-schema'
import { countyBySlug } from './county-by-slug.server'

/** A county's plans for a year; the browser loads this module only when the query must fetch. */
export const getCountyBySlug = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]{4,80}$/),
      year: planYearSchema,
    }),
  )
  .handler(({ data }) => countyBySlug(data.slug, data.year))
