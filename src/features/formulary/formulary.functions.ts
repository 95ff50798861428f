import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getDb } from '../../server/db.server'
import { planYearSchema } from '~/plans/plan-year-schema'
import { slugSchema } from '~/plans/plans-input'
import { zipCodeSchema } from '~/plans/zip-code-schema'
import { formularyContext } from './context.server'
import { drugDetails } from './drug-details.server'
import { planForFormulary } from './formulary-plan.server'
import { drugIdSchema } from './drug-id-schema'
import { searchDrugs } from './search.server'

export const getFormularyContext = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      year: planYearSchema,
      plan: z.optional(slugSchema),
      zip: z.optional(zipCodeSchema()),
    }),
  )
  .handler(async ({ data }) => formularyContext(await getDb(), data))

/** One drug's coverage in a plan, or null when the plan or the drug is unknown. */
export const getDrugDetails = createServerFn({ method: 'GET' })
  .validator(z.object({ year: planYearSchema, plan: slugSchema, drug: drugIdSchema }))
  .handler(async ({ data }) => {
    const db = await getDb()
    const found = await planForFormulary(db, data.plan, data.year)
    return found.ok ? drugDetails(db, found.plan, data.drug) : null
  })

/** The drugs matching the drug box's words in a plan (the search form's GET), or null when the plan is unknown. */
export const getDrugMatches = createServerFn({ method: 'GET' })
  .validator(z.object({ year: planYearSchema, plan: slugSchema, q: z.string().max(100) }))
  .handler(async ({ data }) => {
    const db = await getDb()
    const found = await planForFormulary(db, data.plan, data.year)
    return found.ok ? searchDrugs(db, found.plan.formularyKey, data.q) : null
  })
