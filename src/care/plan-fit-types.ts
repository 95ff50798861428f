import type { PharmacyType, PlanType } from '~/plans/plan-types'
import type { DrugFit, MonthCost } from './cost-model'

/** One provider of the list against one plan's network. */
export type ProviderFit = { npi: string; inNetwork: boolean }

/** One plan's answer of POST /api/plan-fit. Dollar amounts are numbers of dollars, to the cent. */
export type PlanFit = {
  slug: string
  name: string
  planType: PlanType
  /** False for a plan without Part D: every drug is then at full price. */
  drugCoverage: boolean
  /** True when the plan pays for some care outside its network (a PPO). */
  coversOutOfNetwork: boolean
  /** The pharmacy type whose prices the drug costs use. */
  pharmacy: PharmacyType
  annualPremium: number
  annualDrugCost: number
  /** Twelve months of the Part B giveback, taken off the estimate. */
  annualGiveback: number
  /** True on a D-SNP, or when the person has Extra Help on a plan with drug coverage: the drug costs are those of full Extra Help. */
  extraHelp: boolean
  estimatedAnnualCost: number
  deductible: number
  cap: number
  deductibleMetMonth: number | null
  capReachedMonth: number | null
  drugs: DrugFit[]
  providers: ProviderFit[]
  months: MonthCost[]
}

export type PlanFitResponse = { year: number; plans: PlanFit[] }
