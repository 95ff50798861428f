import type { Drug } from '~/plans/formulary-types'

/**
 * The full retail price of a one-month (30-day) supply that the estimate uses: what a member pays
 * in the deductible, for a coinsurance tier, and for a drug the plan does not cover. The catalogue
 * holds no pharmacy prices, so these are typical prices by kind of drug, brand or generic,
 * rounded to whole dollars; the page says so. One month of a vaccine is its one dose.
 */
const BRAND_BY_CLASS: Record<string, number> = {
  glp1: 1000,
  sglt2: 600,
  dpp4: 550,
  insulin: 300,
  anticoag: 560,
  antiplatelet: 420,
  inhaler: 400,
  lung: 450,
  statin: 350,
  lipid: 380,
  pcsk9: 550,
  hf: 650,
  cardiomyopathy: 20000,
  pah: 4000,
  onc: 9000,
  hiv: 3000,
  ms: 7500,
  immune: 6500,
  transplant: 1800,
  heme: 3000,
  renal: 900,
  antiviral: 1200,
  migraine: 900,
  antipsych: 1200,
  parkinson: 800,
  dementia: 550,
  vaccine: 200,
}
const GENERIC_BY_CLASS: Record<string, number> = {
  onc: 450,
  hiv: 900,
  ms: 1500,
  immune: 800,
  transplant: 350,
  pah: 600,
  antiviral: 150,
  heme: 300,
  insulin: 120,
  glp1: 500,
  vaccine: 120,
}
const BRAND_DEFAULT = 480
const GENERIC_DEFAULT = 15

export function monthlyPrice(drug: Pick<Drug, 'isBrand' | 'drugClass' | 'kind'>): number {
  const drugClass =
    drug.kind === 'insulin' ? 'insulin' : drug.kind === 'vaccine' ? 'vaccine' : drug.drugClass
  if (drug.isBrand) return BRAND_BY_CLASS[drugClass] ?? BRAND_DEFAULT
  return GENERIC_BY_CLASS[drugClass] ?? GENERIC_DEFAULT
}
