import type { AnyYearPlan, DocumentType } from './plan-types'

const MATERIAL_CODES: Partial<Record<DocumentType, string>> = {
  SB: 'SB',
  EOC: 'EOC',
  ANOC: 'ANOC',
  formularyDrugList: 'FRM',
  LIS_CHART: 'LIS',
  STAR_RATINGS: 'STR',
  food_and_home_card: 'FHC',
}

/**
 * The material ID a plan document carries in its footer (CMS marketing rules), e.g.
 * `H0154_2026SB_M` for the Summary of Benefits of a plan under contract H0154: the PDFs print it,
 * and the printed plan comparison names each plan's by it.
 */
export function planMaterialId(
  plan: Pick<AnyYearPlan, 'contractId' | 'year'>,
  type: DocumentType,
): string {
  return `${plan.contractId.slice(0, 5)}_${plan.year}${MATERIAL_CODES[type] ?? 'DOC'}_M`
}
