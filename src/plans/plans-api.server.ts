import { z } from 'zod'
import type { Database } from '~/server/db.server'
import {
  handleErrors,
  json,
  jsonError,
  parseInput,
  parseSearchParams,
  queryBoolean,
} from '~/server/http.server'
import { fipsSchema, slugSchema, viewSchema } from './plans-input'
import { planYearSchema } from './plan-year-schema'
import { zipCodeSchema } from './zip-code-schema'
import { countiesForZip, countyByFips, planBySlug, plansForCounty } from './plans.server'

// The plan API. Handlers take a database getter so tests pass a test database and a
// database that cannot open still answers a JSON error.
// Catalogue answers change only with a reseed, so browsers and CDNs may keep them five minutes.
// The page cache keeps these public answers (src/server/page-cache.server.ts): the handlers
// answer its misses from the plan index and keep nothing themselves, so no answer is kept twice.
const CACHE_SECONDS = 300

const yearQuery = z.object({ year: planYearSchema })

/** GET /api/zip/{zip}/counties?year= : the ZIP's counties; 404 for a well-formed ZIP that does not exist. */
export function zipCountiesApi(
  request: Request,
  zip: string,
  db: () => Promise<Database>,
): Promise<Response> {
  return handleErrors('zip counties', async () => {
    const path = parseInput(z.object({ zip: zipCodeSchema() }), { zip })
    if (!path.ok) return path.response
    const query = parseSearchParams(yearQuery, request)
    if (!query.ok) return query.response
    const conn = await db()
    const { zip: zipCode } = path.data
    const found = await countiesForZip(zipCode, query.data.year, conn)
    if (!found) return jsonError(404, 'zip_not_found', 'There is no such ZIP code.')
    return json(found, { maxAge: CACHE_SECONDS })
  })
}

const plansQuery = z.object({
  county: fipsSchema,
  year: planYearSchema,
  view: z._default(viewSchema, 'all'),
  medicaid: queryBoolean.optional(),
  diabetes: queryBoolean.optional(),
  cardiovascular: queryBoolean.optional(),
})

/**
 * GET /api/plans?county=&year=&view= (+ optional medicaid, diabetes, cardiovascular booleans).
 * An unknown county is a 404; a known county that is not served answers an empty list.
 * Answers to the health questions only reorder the list, so those answers are not cached.
 */
export function plansApi(request: Request, db: () => Promise<Database>): Promise<Response> {
  return handleErrors('plans', async () => {
    const query = parseSearchParams(plansQuery, request)
    if (!query.ok) return query.response
    const { county: fips, ...rest } = query.data
    const conn = await db()
    const county = await countyByFips(fips, rest.year, conn)
    if (!county)
      return jsonError(404, 'county_not_found', 'There is no county with that FIPS code.')
    const answered =
      rest.medicaid !== undefined ||
      rest.diabetes !== undefined ||
      rest.cardiovascular !== undefined
    const plans = await plansForCounty({ fips, ...rest }, conn)
    return json({ plans }, { maxAge: answered ? 0 : CACHE_SECONDS })
  })
}

/** GET /api/plans/{slug} : one plan with its benefits and documents. */
export function planApi(slug: string, db: () => Promise<Database>): Promise<Response> {
  return handleErrors('plan', async () => {
    const path = parseInput(z.object({ slug: slugSchema }), { slug })
    if (!path.ok) return path.response
    const conn = await db()
    const plan = await planBySlug(path.data.slug, conn)
    if (!plan) return jsonError(404, 'plan_not_found', 'There is no plan with that name.')
    return json({ plan }, { maxAge: CACHE_SECONDS })
  })
}
