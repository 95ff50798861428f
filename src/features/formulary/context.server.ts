import type { Database } from '../../../db/client.ts'
import type { PlanYear } from '~/plans/plan-years'
import { countiesForZip, plansForZip } from '../../plans/plans.server'
import { planForFormulary } from './formulary-plan.server'
import type { FormularyCode } from '~/plans/plan-types'
import { planTiers } from '~/plans/plan-tiers'
import { criteriaPdfPath } from '~/plans/criteria-keys'

export type PlanOption = { slug: string; name: string; region: string }

export type PlanSummary = {
  slug: string
  name: string
  year: number
  region: string
  formularyCode: FormularyCode
  tiers: Array<{ tier: number; costshare: string }>
  deductiblePartd: number | null
  partDDeductibleStartTier: number | null
  criteria: { en: string; es: string }
}

export type FormularyContext = {
  year: PlanYear
  zip: string | null
  /** none: no ZIP given; served: plans with drug coverage serve it; unserved: no plan does. */
  area: 'none' | 'served' | 'unserved'
  planOptions: PlanOption[]
  plan: PlanSummary | null
  planProblem: { reason: 'plan_not_found' } | { reason: 'no_drug_coverage'; name: string } | null
}

/** The coverage criteria PDFs of a formulary key (spec 9.3), served by src/routes/documents/criteria. */
export const criteriaUrls = (key: string) => ({
  en: criteriaPdfPath(key, 'en'),
  es: criteriaPdfPath(key, 'es'),
})

/** What the formulary page needs before any drug is searched: the plans to choose and the chosen plan. */
export async function formularyContext(
  db: Database,
  input: { year: PlanYear; plan?: string; zip?: string },
): Promise<FormularyContext> {
  const context: FormularyContext = {
    year: input.year,
    zip: input.zip ?? null,
    area: 'none',
    planOptions: [],
    plan: null,
    planProblem: null,
  }
  if (input.zip) {
    const area = await countiesForZip(input.zip, input.year, db)
    const plans = area?.served
      ? (await plansForZip(input.zip, input.year, db)).filter((plan) => plan.drugCoverage)
      : []
    context.area = plans.length > 0 ? 'served' : 'unserved'
    context.planOptions = plans.map(({ slug, name, region }) => ({ slug, name, region }))
  }
  if (input.plan) {
    const found = await planForFormulary(db, input.plan, input.year)
    if (found.ok) {
      const { plan } = found
      context.plan = {
        slug: plan.slug,
        name: plan.name,
        year: plan.year,
        region: plan.region,
        formularyCode: plan.formularyCode,
        tiers: planTiers(plan.drugs.initialCoverage),
        deductiblePartd: plan.deductiblePartd,
        partDDeductibleStartTier: plan.partDDeductibleStartTier,
        criteria: criteriaUrls(plan.formularyKey),
      }
    } else {
      context.planProblem =
        found.reason === 'no_drug_coverage'
          ? { reason: found.reason, name: found.name ?? input.plan }
          : { reason: 'plan_not_found' }
    }
  }
  return context
}
