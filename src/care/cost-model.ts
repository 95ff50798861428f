import type { Drug, FormularyEntry } from '~/plans/formulary-types'
import type { PlanYear } from '~/plans/plan-years'
import { INSULIN_MONTHLY_MAX, OUT_OF_POCKET_CAP, parseCostShare, type CostShare } from './part-d'

/**
 * The yearly cost estimate of one plan for one care list: the premium plus the drugs under the
 * plan year's Part D design, month by month from January to December. Pure: the server feeds it
 * the plan and formulary rows the rest of the site shows, the tests feed it by hand.
 *
 * Rules (spec 9.3): a covered drug of a tier from the plan's deductible start tier to tier 5 costs
 * its full price until the deductible is met (the fill that meets it costs the rest of the
 * deductible plus the tier's share of the remainder), then the tier's copay (never more than the
 * price) or coinsurance; a 90-day fill costs three months' copay or coinsurance on three months'
 * price, bought in January, April, July and October; covered insulin costs the select-insulin copay, at most $35 a month, and skips
 * the deductible; Part D vaccines and tier 6 cost $0. What a member pays for covered drugs counts
 * toward the year's out-of-pocket cap ($2,000 in 2025, $2,100 in 2026); once reached, covered
 * drugs cost $0. A drug the plan does not cover (or every drug, on a plan without drug coverage)
 * costs its full price all year and does not count toward the cap.
 */
export type FillDays = 30 | 90
export type Phase = 'deductible' | 'initial' | 'catastrophic'

export type ModelDrug = {
  id: string
  kind: Drug['kind']
  /** Full price of a 30-day supply (drug-prices.ts). */
  price: number
  days: FillDays
  /** The plan formulary's entry; null when the drug is not on it. */
  entry: FormularyEntry | null
}

type TierKey = 'tier1' | 'tier2' | 'tier3' | 'tier4' | 'tier5'
export type ModelPlan = {
  year: PlanYear
  premium: number
  drugCoverage: boolean
  deductiblePartd: number | null
  partDDeductibleStartTier: number | null
  /** Retail 30-day cost shares by tier as the plan prints them; null without drug coverage. */
  tiers: Record<TierKey, { retailCostshare: string }> | null
}

export type DrugFit = {
  id: string
  covered: boolean
  tier: number | null
  priorAuthorization: boolean
  stepTherapy: boolean
  quantityLimit: boolean
  /** One month's cost once the deductible is met and before the cap: the usual monthly cost. */
  monthlyCost: number
  /** One month's cost in each phase; deductible is null when the deductible does not apply to it. */
  phases: { deductible: number | null; initial: number; catastrophic: number }
  /** What this drug costs over the year under this plan. */
  annualCost: number
  fullPrice: number
  days: FillDays
}

export type MonthCost = { month: number; phase: Phase; cost: number; deductibleLeft: number; towardCap: number }

export type PlanEstimate = {
  annualPremium: number
  annualDrugCost: number
  estimatedAnnualCost: number
  cap: number
  deductible: number
  deductibleMetMonth: number | null
  capReachedMonth: number | null
  drugs: DrugFit[]
  months: MonthCost[]
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** The months a fill is bought in: every month, every third month for 90 days, once for a vaccine. */
function fillMonths(drug: ModelDrug): number[] {
  if (drug.kind === 'vaccine') return [1]
  return drug.days === 90 ? [1, 4, 7, 10] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
}

const coveredEntry = (plan: ModelPlan, drug: ModelDrug) => plan.drugCoverage && plan.tiers !== null && drug.entry?.covered === true && drug.entry.tier !== null

/** How a covered drug is priced under the plan. */
type Rule =
  | { kind: 'free' }
  | { kind: 'insulin'; monthly: number }
  | { kind: 'tier'; share: CostShare; deductible: boolean }
  | { kind: 'notCovered' }

function ruleFor(plan: ModelPlan, drug: ModelDrug): Rule {
  if (!coveredEntry(plan, drug)) return { kind: 'notCovered' }
  const entry = drug.entry!
  if (drug.kind === 'vaccine' || entry.tier === 6) return { kind: 'free' }
  if (drug.kind === 'insulin') return { kind: 'insulin', monthly: Math.min(entry.flags.selectInsulin?.copay ?? INSULIN_MONTHLY_MAX, INSULIN_MONTHLY_MAX) }
  const share = parseCostShare(plan.tiers![`tier${entry.tier}` as TierKey]?.retailCostshare ?? '')
  // A tier the plan prints no cost share for is priced at full price: never an optimistic guess.
  if (!share) return { kind: 'tier', share: { kind: 'coinsurance', rate: 1 }, deductible: false }
  const start = plan.partDDeductibleStartTier
  const deductible = (plan.deductiblePartd ?? 0) > 0 && start !== null && entry.tier! >= start
  return { kind: 'tier', share, deductible }
}

/** The tier's share of `amount` dollars of drug, for a fill of `months` months. */
const shareOf = (share: CostShare, amount: number, months: number) =>
  share.kind === 'copay' ? Math.min(share.amount * months, amount) : share.rate * amount

export function estimatePlan(plan: ModelPlan, drugs: ModelDrug[]): PlanEstimate {
  const deductible = plan.drugCoverage ? (plan.deductiblePartd ?? 0) : 0
  const cap = OUT_OF_POCKET_CAP[plan.year]
  const rules = drugs.map((drug) => ruleFor(plan, drug))
  const annual = drugs.map(() => 0)
  let deductibleLeft = deductible
  let towardCap = 0
  let deductibleMetMonth: number | null = null
  let capReachedMonth: number | null = null
  const months: MonthCost[] = []
  const deductibleUsed = rules.some((rule) => rule.kind === 'tier' && rule.deductible)

  for (let month = 1; month <= 12; month++) {
    const phase: Phase = towardCap >= cap ? 'catastrophic' : deductibleLeft > 0 && deductibleUsed ? 'deductible' : 'initial'
    let cost = 0
    drugs.forEach((drug, index) => {
      if (!fillMonths(drug).includes(month)) return
      const rule = rules[index]!
      const supply = drug.kind === 'vaccine' ? 1 : drug.days / 30
      const price = drug.price * supply
      let pay = 0
      if (rule.kind === 'notCovered') {
        pay = price
      } else if (rule.kind === 'insulin') {
        pay = Math.min(rule.monthly * supply, price)
      } else if (rule.kind === 'tier') {
        let rest = price
        if (rule.deductible && deductibleLeft > 0) {
          const inDeductible = Math.min(price, deductibleLeft)
          deductibleLeft = cents(deductibleLeft - inDeductible)
          rest = price - inDeductible
          pay = inDeductible
          if (deductibleLeft === 0) deductibleMetMonth = month
        }
        if (rest > 0) pay += shareOf(rule.share, rest, supply)
      }
      if (rule.kind !== 'notCovered') {
        pay = Math.max(0, Math.min(pay, cap - towardCap))
        towardCap = cents(towardCap + pay)
        if (towardCap >= cap && capReachedMonth === null) capReachedMonth = month
      }
      pay = cents(pay)
      annual[index] = cents(annual[index]! + pay)
      cost = cents(cost + pay)
    })
    months.push({ month, phase, cost, deductibleLeft, towardCap })
  }

  const fits: DrugFit[] = drugs.map((drug, index) => {
    const rule = rules[index]!
    const entry = coveredEntry(plan, drug) ? drug.entry : null
    const initial =
      rule.kind === 'notCovered' ? drug.price : rule.kind === 'free' ? 0 : rule.kind === 'insulin' ? Math.min(rule.monthly, drug.price) : shareOf(rule.share, drug.price, 1)
    return {
      id: drug.id,
      covered: rule.kind !== 'notCovered',
      tier: entry?.tier ?? null,
      priorAuthorization: entry?.priorAuth != null,
      stepTherapy: entry?.stepTherapy === true,
      quantityLimit: entry?.quantityLimit != null,
      monthlyCost: cents(initial),
      phases: {
        deductible: rule.kind === 'tier' && rule.deductible ? cents(Math.min(drug.price, deductible)) : null,
        initial: cents(initial),
        catastrophic: rule.kind === 'notCovered' ? cents(drug.price) : 0,
      },
      annualCost: annual[index]!,
      fullPrice: drug.price,
      days: drug.days,
    }
  })
  const annualDrugCost = cents(annual.reduce((sum, value) => sum + value, 0))
  const annualPremium = cents(plan.premium * 12)
  return {
    annualPremium,
    annualDrugCost,
    estimatedAnnualCost: cents(annualPremium + annualDrugCost),
    cap,
    deductible,
    deductibleMetMonth: deductibleUsed ? deductibleMetMonth : null,
    capReachedMonth,
    drugs: fits,
    months,
  }
}
