import { eq } from 'drizzle-orm'
import { schema } from '../../../db/client.ts'
import { getDb } from '~/server/db.server'
import type { County } from '~/plans/plan-types'
import type { PlanYear } from '~/plans/plan-years'
import { countyByFips } from '~/plans/plans.server'
import { countySlug, stateOfSlug } from './county-slug'

/**
 * The county of a county page slug ('orleans-parish-la'), with whether plans of the year serve it;
 * null when no county has that slug. A state has few counties, so the slug is matched in memory.
 */
export async function countyBySlug(slug: string, year: PlanYear): Promise<County | null> {
  const state = stateOfSlug(slug)
  if (!state) return null
  const db = await getDb()
  const rows = await db.select().from(schema.counties).where(eq(schema.counties.state, state))
  const row = rows.find((county) => countySlug(county) === slug)
  return row ? countyByFips(row.fips, year) : null
}
