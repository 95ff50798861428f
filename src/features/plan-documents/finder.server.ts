import type { LocaleCode } from '~/i18n/locales'
import type { Database } from '../../../db/client.ts'
import type { County, PlanDocument } from '~/plans/plan-types'
import { isPlanYear, LATEST_PLAN_YEAR, type DocumentYear } from '~/plans/plan-years'
import { anyYearPlansForCounty, countiesForZip } from '../../plans/plans.server'

export type FinderPlan = { slug: string; name: string; formularyCode: string | null }

/** Where the documents finder stands for the given answers; each step carries what it shows. */
export type FinderResult =
  | { step: 'start' }
  | { step: 'unknownZip' }
  | { step: 'county'; counties: County[] }
  | { step: 'unservedCounty'; counties: County[]; county: County }
  | { step: 'plan'; counties: County[]; county: County; plans: FinderPlan[] }
  | {
      step: 'documents'
      counties: County[]
      county: County
      plans: FinderPlan[]
      plan: FinderPlan
      documents: PlanDocument[]
      current: boolean
    }

/**
 * ZIP, plan year, county and plan lead to the plan's benefit and coverage documents in the
 * visitor's language (spec 2.4), for every year from 2019 (spec 9.1): a county is served in a
 * year when a plan of that year serves it. `current` is false for a past year's plan (no
 * formulary search or enrollment for it).
 */
type FinderInput = {
  zip?: string
  year?: DocumentYear
  county?: string
  plan?: string
  lang: LocaleCode
}

export async function documentsFinder(db: Database, input: FinderInput): Promise<FinderResult> {
  if (!input.zip) return { step: 'start' }
  const year = input.year ?? LATEST_PLAN_YEAR
  const area = await countiesForZip(input.zip, year, db)
  if (!area) return { step: 'unknownZip' }
  const { counties } = area
  const county =
    counties.find((c) => c.fips === input.county) ??
    (counties.length === 1 ? counties[0] : undefined)
  if (!county) return { step: 'county', counties }
  if (!county.served) return { step: 'unservedCounty', counties, county }
  const found = await anyYearPlansForCounty(county.fips, year, db)
  const plans = found.map(({ slug, name, formularyCode }) => ({ slug, name, formularyCode }))
  const plan = found.find((p) => p.slug === input.plan)
  if (!plan) return { step: 'plan', counties, county, plans }
  const documents = plan.documents.filter((doc) => doc.lang === input.lang)
  return {
    step: 'documents',
    counties,
    county,
    plans,
    plan: { slug: plan.slug, name: plan.name, formularyCode: plan.formularyCode },
    documents,
    current: isPlanYear(plan.year),
  }
}
