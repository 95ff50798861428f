import type { Drug, FormularyEntry } from '~/plans/formulary-types'
import type { PlanYear } from '~/plans/plan-years'
import {
  EXTRA_HELP_COPAY,
  INSULIN_MONTHLY_MAX,
  OUT_OF_POCKET_CAP,
  parseCostShare,
  type CostShare,
} from './part-d'

/**
 * The yearly cost estimate of one plan for one care list: the premium plus the drugs under the
 * plan year's Part D design, month by month from January to December. Pure: the server feeds it
 * the plan and formulary rows the rest of the site shows, the tests feed it by hand.
 *
 * Rules (spec 9.3): a covered drug of a tier from the plan's deductible start tier to tier 5 costs
 * its full price until the deductible is met (the fill that meets it costs the rest of the
 * deductible plus the tier's share of the remainder), then the tier's copay (never more than the
 * price) or coinsurance at the chosen pharmacy; a 90-day fill costs that pharmacy's 90-day copay
 * (or three months' 30-day copay when none is given) or coinsurance on three months' price,
 * bought in January, April, July and October; covered insulin costs the select-insulin copay, at most $35 a month, and skips
 * the deductible; Part D vaccines and tier 6 cost $0. What a member pays for covered drugs counts
 * toward the year's out-of-pocket cap ($2,000 in 2025, $2,100 in 2026); once reached, covered
 * drugs cost $0. A drug the plan does not cover (or every drug, on a plan without drug coverage)
 * costs its full price all year and does not count toward the cap.
 *
 * Extra Help (a D-SNP, whose members all have full Extra Help): no deductible, and no covered drug,
 * insulin included, costs more a month than the year's Extra Help copay for a generic or a brand
 * (part-d.ts); a lower plan cost share stays. The Part B giveback (the plan's Part B premium
 * reduction) is money back: twelve months of it come off the yearly estimate, shown as its own part.
 */
export type FillDays = 30 | 90
export type Phase = 'deductible' | 'initial' | 'catastrophic'

export type ModelDrug = {
  id: string
  kind: Drug['kind']
  /** A brand drug (Extra Help's brand copay) rather than a generic. */
  brand: boolean
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
  /** The Part B premium reduction ("giveback") per month; 0 when the plan has none. */
  giveback: number
  /** True when every member has full Extra Help (a D-SNP). */
  extraHelp: boolean
  drugCoverage: boolean
  deductiblePartd: number | null
  partDDeductibleStartTier: number | null
  /** 30-day cost shares by tier at the chosen pharmacy, as the plan prints them; null without drug coverage. */
  tiers: Record<TierKey, { retailCostshare: string }> | null
  /**
   * The cost shares of a whole 90-day fill at the same pharmacy; without them a 90-day fill costs
   * three months of the 30-day cost share.
   */
  tiers90?: Record<TierKey, { retailCostshare: string }> | null
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

export type MonthCost = {
  month: number
  phase: Phase
  cost: number
  deductibleLeft: number
  towardCap: number
}

export type PlanEstimate = {
  annualPremium: number
  annualDrugCost: number
  /** Twelve months of the Part B giveback: money back, taken off the estimate. */
  annualGiveback: number
  /** True when the drug costs are those of full Extra Help. */
  extraHelp: boolean
  /** Premiums plus drugs minus the giveback; below zero when the giveback is worth more. */
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

const coveredEntry = (plan: ModelPlan, drug: ModelDrug) =>
  plan.drugCoverage &&
  plan.tiers !== null &&
  drug.entry?.covered === true &&
  drug.entry.tier !== null

/** How a covered drug is priced under the plan. */
type Rule =
  | { kind: 'free' }
  | { kind: 'insulin'; monthly: number }
  | {
      kind: 'tier'
      share: CostShare
      /** True when `share` is the cost share of the whole fill (a 90-day column), not of a month. */
      perFill: boolean
      deductible: boolean
      ceiling: number | null
    }
  | { kind: 'notCovered' }

function ruleFor(plan: ModelPlan, drug: ModelDrug): Rule {
  if (!coveredEntry(plan, drug)) return { kind: 'notCovered' }
  const entry = drug.entry!
  if (drug.kind === 'vaccine' || entry.tier === 6) return { kind: 'free' }
  const extraHelp = plan.extraHelp
    ? EXTRA_HELP_COPAY[plan.year][drug.brand ? 'brand' : 'generic']
    : null
  if (drug.kind === 'insulin') {
    const monthly = Math.min(
      entry.flags.selectInsulin?.copay ?? INSULIN_MONTHLY_MAX,
      INSULIN_MONTHLY_MAX,
      extraHelp ?? INSULIN_MONTHLY_MAX,
    )
    return { kind: 'insulin', monthly }
  }
  const key = `tier${entry.tier}` as TierKey
  const fill90 = drug.days === 90 ? plan.tiers90?.[key]?.retailCostshare : undefined
  const share = parseCostShare(fill90 ?? plan.tiers![key]?.retailCostshare ?? '')
  // A tier the plan prints no cost share for is priced at full price: never an optimistic guess.
  if (!share)
    return {
      kind: 'tier',
      share: { kind: 'coinsurance', rate: 1 },
      perFill: false,
      deductible: false,
      ceiling: extraHelp,
    }
  const start = plan.partDDeductibleStartTier
  const deductible =
    !plan.extraHelp && (plan.deductiblePartd ?? 0) > 0 && start !== null && entry.tier! >= start
  return { kind: 'tier', share, perFill: fill90 !== undefined, deductible, ceiling: extraHelp }
}

/**
 * The tier's share of `amount` dollars of drug, for a fill of `months` months, at most `ceiling` a
 * month. A copay is per month, or per fill when `perFill` (a 90-day column's copay).
 */
function shareOf(
  share: CostShare,
  amount: number,
  months: number,
  ceiling: number | null = null,
  perFill = false,
): number {
  const copay = share.kind === 'copay' ? share.amount * (perFill ? 1 : months) : 0
  const pay = share.kind === 'copay' ? Math.min(copay, amount) : share.rate * amount
  return ceiling === null ? pay : Math.min(pay, ceiling * months)
}

export function estimatePlan(plan: ModelPlan, drugs: ModelDrug[]): PlanEstimate {
  const deductible = plan.drugCoverage && !plan.extraHelp ? (plan.deductiblePartd ?? 0) : 0
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
    const phase: Phase =
      towardCap >= cap
        ? 'catastrophic'
        : deductibleLeft > 0 && deductibleUsed
          ? 'deductible'
          : 'initial'
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
        if (rest > 0) pay += shareOf(rule.share, rest, supply, rule.ceiling, rule.perFill)
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
      rule.kind === 'notCovered'
        ? drug.price
        : rule.kind === 'free'
          ? 0
          : rule.kind === 'insulin'
            ? Math.min(rule.monthly, drug.price)
            : shareOf(
                rule.share,
                drug.price * (drug.days / 30),
                drug.days / 30,
                rule.ceiling,
                rule.perFill,
              ) /
              (drug.days / 30)
    return {
      id: drug.id,
      covered: rule.kind !== 'notCovered',
      tier: entry?.tier ?? null,
      priorAuthorization: entry?.priorAuth != null,
      stepTherapy: entry?.stepTherapy === true,
      quantityLimit: entry?.quantityLimit != null,
      monthlyCost: cents(initial),
      phases: {
        deductible:
          rule.kind === 'tier' && rule.deductible ? cents(Math.min(drug.price, deductible)) : null,
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
  const annualGiveback = cents(plan.giveback * 12)
  return {
    annualPremium,
    annualDrugCost,
    annualGiveback,
    extraHelp: plan.extraHelp,
    estimatedAnnualCost: cents(annualPremium + annualDrugCost - annualGiveback),
    cap,
    deductible,
    deductibleMetMonth: deductibleUsed ? deductibleMetMonth : null,
    capReachedMonth,
    drugs: fits,
    months,
  }
}
