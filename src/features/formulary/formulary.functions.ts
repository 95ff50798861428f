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

export const getFormularyContext = createServerFn({ method: 'GET' })
  .validator(z.object({ year: planYearSchema, plan: z.optional(slugSchema), zip: z.optional(zipCodeSchema()) }))
  .handler(async ({ data }) => formularyContext(await getDb(), data))

/** One drug's coverage in a plan, or null when the plan or the drug is unknown. */
export const getDrugDetails = createServerFn({ method: 'GET' })
  .validator(z.object({ year: planYearSchema, plan: slugSchema, drug: drugIdSchema }))
  .handler(async ({ data }) => {
    const db = await getDb()
    const found = await planForFormulary(db, data.plan, data.year)
    return found.ok ? drugDetails(db, found.plan, data.drug) : null
  })
