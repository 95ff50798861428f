import { planDocuments, plans } from '../../db/schema/plans.ts'
import type {
  AnyYearPlan,
  CsnpCondition,
  DocumentType,
  FormularyCode,
  MedicaidLevel,
  PlanDocument,
  PlanType,
} from './plan-types'
import type { DocumentYear } from './plan-years'

export type PlanRow = typeof plans.$inferSelect & { starRating: number | string | null }
export type DocumentRow = typeof planDocuments.$inferSelect

/** A database plan row, its star rating and its documents as the shared plan contract (a current Plan when its year is a PLAN_YEAR). */
export function toPlan(row: PlanRow, documents: DocumentRow[]): AnyYearPlan {
  return {
    slug: row.slug,
    name: row.name,
    year: row.year as DocumentYear,
    planType: row.planType as PlanType,
    drugCoverage: row.drugCoverage,
    csnpConditions: row.csnpConditions as CsnpCondition[],
    medicaidLevels: row.medicaidLevels as MedicaidLevel[],
    contractId: row.contractId,
    starRating: row.starRating === null ? null : Number(row.starRating),
    featured: row.featured,
    formularyCode: row.formularyCode as FormularyCode | null,
    state: row.state,
    region: row.region,
    costs: {
      premium: row.premium,
      buydown: row.buydown,
      moopInNetwork: row.moopInNetwork,
      moopCombined: row.moopCombined,
      deductiblePartd: row.deductiblePartd,
      partDDeductibleStartTier: row.partDDeductibleStartTier,
    },
    benefits: row.benefits,
    dental: row.dental,
    drugs: row.drugs ?? null,
    highlights: { en: row.highlightsEn, es: row.highlightsEs },
    documents: documents
      .filter((doc) => doc.planSlug === row.slug)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((doc): PlanDocument => ({
        type: doc.type as DocumentType,
        lang: doc.lang as PlanDocument['lang'],
        title: doc.title,
        url: doc.url,
      })),
  }
}
