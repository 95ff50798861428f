import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { planCounties, zipCounties } from '../../../db/schema/plans.ts'
import { cached } from '~/plans/plans-cache.server'
import { planBySlug } from '~/plans/plans.server'
import { toEnrollmentPlan } from './plan-facts'
import type { EnrollmentPlan } from './steps'

/**
 * The ZIP codes of a plan's service area: every ZIP with an address in a county the plan serves
 * (the finder's ZIP -> county -> plan links, read the other way).
 */
export async function serviceAreaZips(slug: string, db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ zip: zipCounties.zip })
    .from(planCounties)
    .innerJoin(zipCounties, eq(zipCounties.fips, planCounties.fips))
    .where(eq(planCounties.planSlug, slug))
    .orderBy(asc(zipCounties.zip))
  return rows.map((row) => row.zip)
}

/** A plan's enrollment facts with its service area, read from the catalogue; null for an unknown slug. */
export function enrollmentPlanBySlug(slug: string, db: Database): Promise<EnrollmentPlan | null> {
  return cached(db, `enrollment-plan:${slug}`, async () => {
    const plan = await planBySlug(slug, db)
    return plan ? toEnrollmentPlan(plan, await serviceAreaZips(slug, db)) : null
  })
}
