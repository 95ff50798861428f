import { z } from 'zod'
import { fipsSchema, slugSchema } from '~/plans/plans-input'
import { planYearSchema } from '~/plans/plan-year-schema'
import { careFields, MAX_DRUGS, MAX_PROVIDERS } from './care-fields'

const { drugId: careDrugIdSchema, npi: npiSchema, fillDays: fillDaysSchema } = careFields()

/**
 * The body of POST /api/plan-fit, parsed by the server and typed for the browser. It carries
 * drug ids and NPIs only: no names, no person.
 */
export const planFitInputSchema = z.object({
  /** The county whose plans to answer; or `plan`, one plan's slug (its page knows no county). */
  county: fipsSchema.optional(),
  plan: slugSchema.optional(),
  year: planYearSchema,
  drugs: z
    .array(z.object({ id: careDrugIdSchema, days: fillDaysSchema }), { error: 'drugs is a list of { id, days }' })
    .max(MAX_DRUGS, `At most ${MAX_DRUGS} drugs`)
    .refine((drugs) => new Set(drugs.map((drug) => drug.id)).size === drugs.length, 'Each drug once'),
  npis: z.array(npiSchema, { error: 'npis is a list of NPIs' }).max(MAX_PROVIDERS, `At most ${MAX_PROVIDERS} providers`).default([]),
}).refine((input) => (input.county === undefined) !== (input.plan === undefined), { message: 'Send a county or a plan (one of them)', path: ['county'] })
export type PlanFitInput = z.input<typeof planFitInputSchema>
