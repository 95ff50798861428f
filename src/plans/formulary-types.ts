/**
 * The formulary contract (spec 3.5, 3.6, 9.3) shared by the seed, the database, the JSON API and
 * the pages. Types only: files under db/ import this with plain Node.
 */
import type { FormularyCode } from './plan-types.ts'

export type DrugForm = { form: string; strengths: string[] }

/** What a drug is, whatever the plan. `kind` drives the insulin and vaccine rules of spec 9.3. */
export type Drug = {
  id: string
  name: string
  genericName: string
  isBrand: boolean
  /** Generic products: the brand they are the generic of ('Generic of {brand}'); null otherwise. */
  brandOf: string | null
  drugClass: string
  kind: 'standard' | 'insulin' | 'vaccine'
  forms: DrugForm[]
}

export type DrugNote =
  'manufacturer_exclusion' | 'copay_ninety' | 'zero_dollar_copay' | 'non_preferred'

export type DrugFlags = {
  excludedSupplemental?: true
  gapCoverage?: true
  limitedAccess?: true
  medicaidOnly?: true
  nonExtendedDaysSupply?: true
  notAvailableAtMailOrder?: true
  /** Covered insulins: the member's copay for a one-month supply, never above $35. */
  selectInsulin?: { copay: number }
}

/** Prior authorization and its variants (spec 3.5); 'general' is plain prior authorization. */
export type PriorAuth =
  | { variant: 'general' }
  | { variant: 'bvd' }
  | { variant: 'supply'; days: number }
  | { variant: 'older_supply'; age: number; days: number }
  | { variant: 'older'; age: number }
  | { variant: 'younger'; age: number }

export type QuantityUnit = 'dose' | 'tablet' | 'package'

export type QuantityLimit =
  | { kind: 'lifetime'; amount: number; unit: QuantityUnit }
  | { kind: 'year'; amount: number; unit: QuantityUnit }
  | { kind: 'day'; amount: number; unit: QuantityUnit }
  | { kind: 'days'; amount: number; unit: QuantityUnit; days: number }

/** One drug in one formulary (a formulary is a code and a year, e.g. cor_2026). */
export type FormularyEntry = {
  drugId: string
  covered: boolean
  /** 1-6 when covered, null when not. */
  tier: number | null
  drugNotes: DrugNote[]
  flags: DrugFlags
  priorAuth: PriorAuth | null
  stepTherapy: boolean
  quantityLimit: QuantityLimit | null
  /** Covered drugs of the same class at a lower tier, for uncovered or high-tier drugs. */
  alternatives: string[]
  updatedAt: string
}

export type SearchMatch = 'exact' | 'prefix' | 'typo'

export type DrugSuggestion = {
  id: string
  name: string
  genericName: string
  isBrand: boolean
  brandOf: string | null
  covered: boolean
  tier: number | null
  match: SearchMatch
}

export type FormularyPlan = {
  slug: string
  name: string
  year: number
  formularyCode: FormularyCode
}

export type SearchResponse = {
  query: string
  year: number
  plan: FormularyPlan
  results: DrugSuggestion[]
}

/** The member's cost for a 30-day retail supply, already decided by the rules of spec 9.3. */
export type DrugCost =
  | { kind: 'notCovered' }
  | { kind: 'vaccine' }
  | { kind: 'insulin'; copay: number }
  | { kind: 'tier'; costshare: string; deductibleApplies: boolean }

export type DrugAlternative = {
  id: string
  name: string
  isBrand: boolean
  brandOf: string | null
  tier: number | null
}

export type DrugDetails = {
  plan: FormularyPlan
  drug: Drug
  entry: FormularyEntry
  cost: DrugCost
  alternatives: DrugAlternative[]
}

/** One saved drug (spec 3.6): kept on the device only, with the plan year and plan it belongs to. */
export type SavedDrug = {
  id: string
  name: string
  year: number
  planSlug: string
  planName: string
  tier: number | null
  covered: boolean
}
