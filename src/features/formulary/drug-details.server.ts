import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { drugs, formularyDrugs } from '../../../db/schema/formulary.ts'
import { drugCost } from './drug-cost'
import type { DrugDetails, FormularyEntry } from '~/plans/formulary-types'
import { publicPlan, type PlanForFormulary } from './formulary-plan.server'

type EntryRow = typeof formularyDrugs.$inferSelect

const toEntry = (row: EntryRow): FormularyEntry => ({
  drugId: row.drugId,
  covered: row.covered,
  tier: row.tier,
  drugNotes: row.drugNotes,
  flags: row.flags,
  priorAuth: row.priorAuth,
  stepTherapy: row.stepTherapy,
  quantityLimit: row.quantityLimit,
  alternatives: row.alternatives,
  updatedAt: row.updatedAt.toISOString(),
})

/** One drug's coverage in the plan's formulary, its cost and its covered alternatives; null if unknown. */
export async function drugDetails(
  db: Database,
  plan: PlanForFormulary,
  drugId: string,
): Promise<DrugDetails | null> {
  const [found] = await db
    .select()
    .from(drugs)
    .innerJoin(
      formularyDrugs,
      and(eq(formularyDrugs.drugId, drugs.id), eq(formularyDrugs.formularyKey, plan.formularyKey)),
    )
    .where(eq(drugs.id, drugId))
  if (!found) return null
  const entry = toEntry(found.formulary_drugs)
  const alternatives = entry.alternatives.length
    ? await db
        .select({
          id: drugs.id,
          name: drugs.name,
          isBrand: drugs.isBrand,
          brandOf: drugs.brandOf,
          tier: formularyDrugs.tier,
        })
        .from(drugs)
        .innerJoin(
          formularyDrugs,
          and(
            eq(formularyDrugs.drugId, drugs.id),
            eq(formularyDrugs.formularyKey, plan.formularyKey),
          ),
        )
        .where(inArray(drugs.id, entry.alternatives))
    : []
  alternatives.sort((a, b) => entry.alternatives.indexOf(a.id) - entry.alternatives.indexOf(b.id))
  return {
    plan: publicPlan(plan),
    drug: found.drugs,
    entry,
    cost: drugCost(found.drugs, entry, plan),
    alternatives,
  }
}
