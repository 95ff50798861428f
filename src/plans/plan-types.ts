import type { LocaleCode } from '~/i18n/locales'
/**
 * The plan contract shared by the plan finder, enrollment, formulary and plan documents
 * (spec 3.2, 3.3, 9.3, 9.5). The database and the JSON API (`/api/plans`) produce exactly these.
 */
import type { DocumentYear, PlanYear } from './plan-years.ts'

export const PLAN_TYPES = ['HMO', 'PPO', 'D-SNP', 'C-SNP'] as const
export type PlanType = (typeof PLAN_TYPES)[number]
export type CsnpCondition = 'diabetes' | 'chronicHeartFailure' | 'cardiovascular'
export type FormularyCode = 'cor' | 'gsc' | 'gsb' | 'hou'
export type MedicaidLevel = 'FBDE' | 'QMB' | 'QMB+' | 'SLMB' | 'SLMB+' | 'QI' | 'QDWI'

export type DocumentType =
  | 'WELCOME_KIT'
  | 'SB'
  | 'EOC'
  | 'ANOC'
  | 'LIS_CHART'
  | 'pa'
  | 'referrals'
  | 'dme-search'
  | 'dme'
  | 'STAR_RATINGS'
  | 'dd'
  | 'findDoctorsAndDrugs'
  | 'food_and_home_card'
  | 'formularyDrugList'

/** Dollar amounts are numbers of dollars; a costshare is a display-ready string such as "$0" or "20%". */
export type NetworkValue = {
  costshare?: string
  costshareRange?: string
  limit?: number
  annualDollarLimit?: number
}
export type NetworkBenefit = { inNetwork: NetworkValue; outOfNetwork: NetworkValue | null }

export type PlanBenefits = {
  pcp: NetworkBenefit
  specialist_allothers: NetworkBenefit
  inpatient: NetworkBenefit
  otc: NetworkBenefit
  eyewear: NetworkBenefit
  food_and_home_card: NetworkBenefit
  wellness_bucks: NetworkBenefit
}

export type PlanCosts = {
  premium: number
  /** Part B premium reduction per month (the "giveback"). */
  buydown: number
  moopInNetwork: number
  moopCombined: number | null
  deductiblePartd: number | null
  partDDeductibleStartTier: number | null
}

export type PlanDocument = {
  type: DocumentType
  lang: LocaleCode
  title: string
  /** Same-site path of a real file, e.g. /documents/plans/2026/ceiba-core-hmo-miami-2026/sb-en.pdf */
  url: string
}

export type Plan = {
  slug: string
  name: string
  year: PlanYear
  planType: PlanType
  /** false for MA-only plans (no Part D). */
  drugCoverage: boolean
  /** C-SNP only: the qualifying conditions; the diabetes-only variant lists just 'diabetes'. */
  csnpConditions: CsnpCondition[]
  /** D-SNP only: the Medicaid levels that qualify (spec 9.5). */
  medicaidLevels: MedicaidLevel[]
  contractId: string
  /** CMS star rating 1-5 in half steps; null when the plan is too new to be rated. */
  starRating: number | null
  featured: boolean
  formularyCode: FormularyCode | null
  /** States (2-letter) and the metro or region name the plan serves. */
  state: string
  region: string
  costs: PlanCosts
  benefits: PlanBenefits
  dental: {
    comprehensiveDentalAnnualLimit: number
    comprehensiveDentalAndEyewearAnnualLimit: number | null
  }
  /**
   * Standard retail 30-day cost shares of tiers 1-5, and of tier 6 (select care drugs, $0) when the
   * plan's formulary has it, and the cost shares of one fill by pharmacy type and supply
   * (pharmacy-costs.ts); null for MA-only plans. `planTiers()` lists every tier a plan uses.
   */
  drugs: { initialCoverage: DrugTiers; pharmacies: PharmacyCostShares } | null
  highlights: { en: string[]; es: string[] }
  documents: PlanDocument[]
}

export type DrugTiers = Record<
  'tier1' | 'tier2' | 'tier3' | 'tier4' | 'tier5',
  { retailCostshare: string }
> & { tier6?: { retailCostshare: string } }

/** Where a member fills a prescription: the three prices a plan's Summary of Benefits gives. */
export const PHARMACY_TYPES = ['preferredRetail', 'standardRetail', 'mailOrder'] as const
export type PharmacyType = (typeof PHARMACY_TYPES)[number]
/** The cost share of one fill ("$0", "$126" for 90 days, "25%") by pharmacy type and supply. */
export type PharmacyCostShares = Record<PharmacyType, Record<'days30' | 'days90', DrugTiers>>

/** A plan of any catalogue year: a current plan (Plan) or one of a past year whose documents stay published. */
export type AnyYearPlan = Omit<Plan, 'year'> & { year: DocumentYear }

export type County = { fips: string; name: string; label: string; state: string; served: boolean }
