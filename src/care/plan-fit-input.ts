import { z } from 'zod/mini'
import { fipsSchema, slugSchema } from '~/plans/plans-input'
import { planYearSchema } from '~/plans/plan-year-schema'
import { PHARMACY_TYPES } from '~/plans/plan-types'
import { careFields, MAX_DRUGS, MAX_PROVIDERS } from './care-fields'

const { drugId: careDrugIdSchema, npi: npiSchema, fillDays: fillDaysSchema } = careFields()

/**
 * The body of POST /api/plan-fit, parsed by the server and typed for the browser. It carries
 * drug ids and NPIs only: no names, no person.
 */
export const planFitInputSchema = z
  .object({
    /** The county whose plans to answer; or `plan`, one plan's slug (its page knows no county). */
    county: z.optional(fipsSchema),
    plan: z.optional(slugSchema),
    year: planYearSchema,
    drugs: z
      .array(z.object({ id: careDrugIdSchema, days: fillDaysSchema }), {
        error: 'drugs is a list of { id, days }',
      })
      .check(
        z.maxLength(MAX_DRUGS, `At most ${MAX_DRUGS} drugs`),
        z.refine(
          (drugs) => new Set(drugs.map((drug) => drug.id)).size === drugs.length,
          'Each drug once',
        ),
      ),
    npis: z._default(
      z
        .array(npiSchema, { error: 'npis is a list of NPIs' })
        .check(z.maxLength(MAX_PROVIDERS, `At most ${MAX_PROVIDERS} providers`)),
      [],
    ),
    /**
     * The person's Extra Help answer: true (every plan with drug coverage is estimated with the
     * year's Extra Help cost sharing), false (none is, a D-SNP included: a member whose only
     * Medicaid help is QDWI has no Extra Help), or absent when not sure (only a D-SNP is, as nearly
     * all its members have Extra Help).
     */
    extraHelp: z.optional(z.boolean({ error: 'extraHelp is true or false' })),
    /** Where the person fills prescriptions; a standard retail pharmacy when not said. */
    pharmacy: z._default(
      z.enum(PHARMACY_TYPES, { error: 'pharmacy is preferredRetail, standardRetail or mailOrder' }),
      'standardRetail',
    ),
  })
  .check(
    z.refine((input) => (input.county === undefined) !== (input.plan === undefined), {
      message: 'Send a county or a plan (one of them)',
      path: ['county'],
    }),
  )
export type PlanFitInput = z.input<typeof planFitInputSchema>
