import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { fipsSchema, slugSchema, viewSchema } from './plans-input'
import { planYearSchema } from './plan-year-schema'
import { zipCodeSchema } from './zip-code-schema'
import { getDb } from '~/server/db.server'
import { cached } from './plans-cache.server'
import { countiesForZip, planBySlug, plansForCounty, plansForZip } from './plans.server'

// Server functions for pages; the HTTP API under /api/ answers the same from the same queries.
// Health answers are optional, never required to list plans (CMS allows only ZIP, county, state).

/** The counties of a ZIP, or null for a ZIP that does not exist. */
export const getCountiesForZip = createServerFn({ method: 'GET' })
  .validator(z.object({ zip: zipCodeSchema(), year: planYearSchema }))
  .handler(async ({ data }) => {
    const db = await getDb()
    return cached(db, `zip:${data.zip}:${data.year}`, () => countiesForZip(data.zip, data.year, db))
  })

export const getPlansForCounty = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      fips: fipsSchema,
      year: planYearSchema,
      view: z._default(viewSchema, 'all'),
      medicaid: z.boolean().optional(),
      diabetes: z.boolean().optional(),
      cardiovascular: z.boolean().optional(),
    }),
  )
  .handler(async ({ data }) => {
    const db = await getDb()
    const answered =
      data.medicaid !== undefined ||
      data.diabetes !== undefined ||
      data.cardiovascular !== undefined
    if (answered) return { plans: await plansForCounty(data, db) }
    return {
      plans: await cached(db, `plans:${data.fips}:${data.year}:${data.view}`, () =>
        plansForCounty(data, db),
      ),
    }
  })

export const getPlansForZip = createServerFn({ method: 'GET' })
  .validator(z.object({ zip: zipCodeSchema(), year: planYearSchema }))
  .handler(async ({ data }) => ({ plans: await plansForZip(data.zip, data.year) }))

/** One plan, or null for an unknown slug. */
export const getPlanBySlug = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: slugSchema }))
  .handler(async ({ data }) => {
    const db = await getDb()
    return cached(db, `plan:${data.slug}`, () => planBySlug(data.slug, db))
  })
