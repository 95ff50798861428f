import type { Database } from '../../../db/client.ts'
import type { Plan } from '../../plans/plan-types'
import { planBySlug } from '../../plans/plans.server'
import type { FormularyPlan } from '~/plans/formulary-types'

/** What the formulary needs to know about a plan: its formulary and its Part D cost sharing. */
export type PlanForFormulary = FormularyPlan & {
  region: string
  formularyKey: string
  drugs: NonNullable<Plan['drugs']>
  deductiblePartd: number | null
  partDDeductibleStartTier: number | null
}

export type PlanLookup =
  | { ok: true; plan: PlanForFormulary }
  | { ok: false; reason: 'plan_not_found' | 'no_drug_coverage'; name?: string }

// Plans change only with a new seed; a short per-database cache spares every keystroke's search
// two plan queries. It holds catalogue data only, nothing about a visitor.
const TTL_MS = 60_000
const recent = new WeakMap<Database, Map<string, { at: number; plan: Promise<Plan | null> }>>()

function cachedPlan(db: Database, slug: string): Promise<Plan | null> {
  let plans = recent.get(db)
  if (!plans) recent.set(db, (plans = new Map()))
  const hit = plans.get(slug)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.plan
  if (plans.size > 2000) plans.clear()
  const plan = planBySlug(slug, db)
  plans.set(slug, { at: Date.now(), plan })
  plan.catch(() => plans.delete(slug))
  return plan
}

/** The plan of a slug in a plan year, with its formulary key (code_year, e.g. gsc_2026). */
export async function planForFormulary(
  db: Database,
  slug: string,
  year: number,
): Promise<PlanLookup> {
  const plan = await cachedPlan(db, slug)
  if (!plan || plan.year !== year) return { ok: false, reason: 'plan_not_found' }
  if (!plan.drugCoverage || !plan.formularyCode || !plan.drugs)
    return { ok: false, reason: 'no_drug_coverage', name: plan.name }
  return {
    ok: true,
    plan: {
      slug: plan.slug,
      name: plan.name,
      year: plan.year,
      region: plan.region,
      formularyCode: plan.formularyCode,
      formularyKey: `${plan.formularyCode}_${plan.year}`,
      drugs: plan.drugs,
      deductiblePartd: plan.costs.deductiblePartd,
      partDDeductibleStartTier: plan.costs.partDDeductibleStartTier,
    },
  }
}

/** The public part of the plan, as the API returns it. */
export const publicPlan = ({
  slug,
  name,
  year,
  formularyCode,
}: PlanForFormulary): FormularyPlan => ({ slug, name, year, formularyCode })
