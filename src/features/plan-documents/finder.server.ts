import type { Database } from '../../../db/client.ts'
import type { County, PlanDocument } from '~/plans/plan-types'
import { isPlanYear, LATEST_PLAN_YEAR } from '~/plans/plan-years'
import { countiesForZip, plansForCounty } from '../../plans/plans.server'

export type FinderPlan = { slug: string; name: string; formularyCode: string | null }

/** Where the documents finder stands for the given answers; each step carries what it shows. */
export type FinderResult =
  | { step: 'start' }
  | { step: 'archived'; year: number }
  | { step: 'unknownZip' }
  | { step: 'county'; counties: County[] }
  | { step: 'unservedCounty'; counties: County[]; county: County }
  | { step: 'plan'; counties: County[]; county: County; plans: FinderPlan[] }
  | { step: 'documents'; counties: County[]; county: County; plans: FinderPlan[]; plan: FinderPlan; documents: PlanDocument[] }

/**
 * ZIP, plan year, county and plan lead to the plan's benefit and coverage documents in the
 * visitor's language (spec 2.4). Years before PLAN_YEARS are not in the plan catalogue: their document
 * sets are archived (see docs/decisions/0005-archived-plan-documents.md).
 */
type FinderInput = { zip?: string; year?: number; county?: string; plan?: string; lang: 'en-us' | 'es-mx' }

export async function documentsFinder(db: Database, input: FinderInput): Promise<FinderResult> {
  if (!input.zip) return { step: 'start' }
  const year = input.year ?? LATEST_PLAN_YEAR
  if (!isPlanYear(year)) return { step: 'archived', year }
  const area = await countiesForZip(input.zip, year, db)
  if (!area) return { step: 'unknownZip' }
  const { counties } = area
  const county = counties.find((c) => c.fips === input.county) ?? (counties.length === 1 ? counties[0] : undefined)
  if (!county) return { step: 'county', counties }
  if (!county.served) return { step: 'unservedCounty', counties, county }
  const found = await plansForCounty({ fips: county.fips, year, view: 'all' }, db)
  const plans = found.map(({ slug, name, formularyCode }) => ({ slug, name, formularyCode }))
  const plan = found.find((p) => p.slug === input.plan)
  if (!plan) return { step: 'plan', counties, county, plans }
  const documents = plan.documents.filter((doc) => doc.lang === input.lang)
  return { step: 'documents', counties, county, plans, plan: { slug: plan.slug, name: plan.name, formularyCode: plan.formularyCode }, documents }
}
