import { z } from 'zod'
import type { Database } from '../../../db/client.ts'
import { json, jsonError, parseSearchParams } from '../../server/http.server'
import { planYearSchema } from '~/plans/plan-year-schema'
import { slugSchema } from '~/plans/plans-input'
import { drugDetails } from './drug-details.server'
import { drugIdSchema } from './drug-id-schema'
import { planForFormulary, publicPlan } from './formulary-plan.server'
import { normalizeName } from '~/plans/drug-names'
import { searchDrugs } from './search.server'

const searchInput = z.object({
  year: planYearSchema,
  plan: slugSchema,
  q: z
    .string({ error: 'q is required' })
    .max(60, 'q must be at most 60 characters')
    .refine((text) => normalizeName(text).length >= 2, 'q needs at least 2 letters or digits'),
  limit: z.coerce.number().int().min(1).max(25).default(10),
})
const drugInput = z.object({ year: planYearSchema, plan: slugSchema })

async function planOr404(db: Database, plan: string, year: number) {
  const found = await planForFormulary(db, plan, year)
  if (found.ok) return found
  const response =
    found.reason === 'plan_not_found'
      ? jsonError(404, 'plan_not_found', `No plan ${plan} in plan year ${year}`)
      : jsonError(422, 'no_drug_coverage', `Plan ${plan} does not include Part D drug coverage`)
  return { ok: false as const, response }
}

/** GET /api/formulary/search?year=&plan=&q=[&limit=] -> { query, year, plan, results } */
export async function searchHandler(db: Database, request: Request): Promise<Response> {
  const input = parseSearchParams(searchInput, request)
  if (!input.ok) return input.response
  const { year, plan, q, limit } = input.data
  const found = await planOr404(db, plan, year)
  if (!found.ok) return found.response
  const results = await searchDrugs(db, found.plan.formularyKey, q, limit)
  return json({ query: q, year, plan: publicPlan(found.plan), results }, { maxAge: 300 })
}

/** GET /api/formulary/drugs/{id}?year=&plan= -> coverage details, cost and alternatives */
export async function drugHandler(db: Database, request: Request, id: string): Promise<Response> {
  const input = parseSearchParams(drugInput, request)
  if (!input.ok) return input.response
  const drugId = drugIdSchema.safeParse(id)
  if (!drugId.success)
    return jsonError(400, 'invalid_request', 'The request is not valid.', {
      fields: { id: 'Not a drug id' },
    })
  const found = await planOr404(db, input.data.plan, input.data.year)
  if (!found.ok) return found.response
  const details = await drugDetails(db, found.plan, drugId.data)
  if (!details) return jsonError(404, 'drug_not_found', `No drug ${drugId.data}`)
  return json(details, { maxAge: 300 })
}
