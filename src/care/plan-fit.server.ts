import { and, inArray } from 'drizzle-orm'
import { drugs as drugsTable, formularyDrugs } from '../../db/schema/formulary.ts'
import { providers as providersTable } from '../../db/schema/directory.ts'
import type { Database } from '~/server/db.server'
import { cached } from '~/plans/plans-cache.server'
import { countyByFips, planBySlug, plansForCounty } from '~/plans/plans.server'
import type { FormularyEntry } from '~/plans/formulary-types'
import type { Plan } from '~/plans/plan-types'
import { handleErrors, json, jsonError, parseInput, readJson } from '~/server/http.server'
import { estimatePlan, type ModelDrug } from './cost-model'
import { monthlyPrice } from './drug-prices'
import { coversOutOfNetwork, inNetwork } from './network'
import { planFitInputSchema } from './plan-fit-input'
import type { PlanFit, PlanFitResponse } from './plan-fit-types'

/** A care list is a few dozen ids; anything much larger is not one. */
const MAX_BODY_BYTES = 8_192
const INVALID = {
  code: 'invalid_plan_fit',
  message:
    'The care list is not valid: send { county (or plan), year, drugs: [{ id, days }], npis: [], extraHelp, pharmacy }.',
}

const formularyKey = (plan: Plan) =>
  plan.drugCoverage && plan.formularyCode ? `${plan.formularyCode}_${plan.year}` : null

type EntryRow = typeof formularyDrugs.$inferSelect
const toEntry = (row: EntryRow): FormularyEntry => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
})

/**
 * POST /api/plan-fit: every plan of a county and year against a care list. The costs come from the
 * plans and formulary rows the plan pages and the formulary search show, through the one cost
 * model (cost-model.ts). The body is health information: it is never logged, cached or echoed.
 */
export function planFitApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  return handleErrors('plan fit', async () => {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return jsonError(415, 'unsupported_media_type', 'Send the care list as application/json.')
    }
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      return jsonError(
        413,
        'payload_too_large',
        `The care list must be at most ${MAX_BODY_BYTES} bytes.`,
      )
    }
    const body = await readJson(request)
    if (!body.ok) return body.response
    const input = parseInput(planFitInputSchema, body.data, INVALID)
    if (!input.ok) return input.response
    const { county: fips, plan: slug, year, drugs: wanted, npis, extraHelp, pharmacy } = input.data
    const conn = await db()
    let plans: Plan[]
    if (fips !== undefined) {
      const county = await cached(conn, `county:${fips}:${year}`, () =>
        countyByFips(fips, year, conn),
      )
      if (!county)
        return jsonError(404, 'county_not_found', 'There is no county with that FIPS code.')
      plans = await cached(conn, `plans:${fips}:${year}:all`, () =>
        plansForCounty({ fips, year, view: 'all' }, conn),
      )
    } else {
      const plan = await cached(conn, `plan:${slug}`, () => planBySlug(slug!, conn))
      if (!plan || plan.year !== year)
        return jsonError(
          404,
          'plan_not_found',
          'There is no plan with that name in that plan year.',
        )
      plans = [plan]
    }

    const ids = wanted.map((drug) => drug.id)
    const keys = [...new Set(plans.map(formularyKey).filter((key): key is string => key !== null))]
    const [drugRows, entryRows, providerRows] = await Promise.all([
      ids.length ? conn.select().from(drugsTable).where(inArray(drugsTable.id, ids)) : [],
      ids.length && keys.length
        ? conn
            .select()
            .from(formularyDrugs)
            .where(
              and(inArray(formularyDrugs.drugId, ids), inArray(formularyDrugs.formularyKey, keys)),
            )
        : [],
      npis.length
        ? conn
            .select({
              npi: providersTable.npi,
              planTypes: providersTable.planTypes,
              state: providersTable.state,
            })
            .from(providersTable)
            .where(inArray(providersTable.npi, npis))
        : [],
    ])
    const known = new Map(drugRows.map((row) => [row.id, row]))
    const unknown = wanted.findIndex((drug) => !known.has(drug.id))
    if (unknown !== -1) {
      return jsonError(400, INVALID.code, INVALID.message, {
        fields: { [`drugs.${unknown}.id`]: 'No drug with this id' },
      })
    }
    const entries = new Map(
      entryRows.map((row) => [`${row.formularyKey}:${row.drugId}`, toEntry(row)]),
    )

    const answer: PlanFit[] = plans.map((plan) => {
      const key = formularyKey(plan)
      const modelDrugs: ModelDrug[] = wanted.map(({ id, days }) => {
        const drug = known.get(id)!
        return {
          id,
          kind: drug.kind,
          brand: drug.isBrand,
          price: monthlyPrice(drug),
          days,
          entry: key ? (entries.get(`${key}:${id}`) ?? null) : null,
        }
      })
      const estimate = estimatePlan(
        {
          year: plan.year,
          premium: plan.costs.premium,
          giveback: plan.costs.buydown,
          // As the person answered; when not sure, a D-SNP's (nearly all its members have it through
          // Medicaid or a Medicare Savings Program; QDWI alone does not bring it: 42 CFR 423.773(c)).
          extraHelp: plan.drugCoverage && (extraHelp ?? plan.planType === 'D-SNP'),
          drugCoverage: plan.drugCoverage,
          deductiblePartd: plan.costs.deductiblePartd,
          partDDeductibleStartTier: plan.costs.partDDeductibleStartTier,
          // The chosen pharmacy's cost shares: 30-day, and a whole 90-day fill.
          tiers: plan.drugs?.pharmacies[pharmacy].days30 ?? null,
          tiers90: plan.drugs?.pharmacies[pharmacy].days90 ?? null,
        },
        modelDrugs,
      )
      return {
        slug: plan.slug,
        name: plan.name,
        planType: plan.planType,
        drugCoverage: plan.drugCoverage,
        coversOutOfNetwork: coversOutOfNetwork(plan),
        pharmacy,
        ...estimate,
        providers: npis.map((npi) => ({
          npi,
          inNetwork: providerRows.some((row) => row.npi === npi && inNetwork(row, plan)),
        })),
      }
    })
    const response: PlanFitResponse = { year, plans: answer }
    return json(response)
  })
}

/** A GET would put the list in a URL: it is not served. */
export const planFitGet = () =>
  new Response(
    JSON.stringify({
      error: {
        code: 'method_not_allowed',
        message: 'Send the care list with POST, never in a URL.',
      },
    }),
    {
      status: 405,
      headers: { 'content-type': 'application/json', allow: 'POST', 'cache-control': 'no-store' },
    },
  )
