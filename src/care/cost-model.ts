import type { Drug, FormularyEntry } from '~/plans/formulary-types'
import type { PlanYear } from '~/plans/plan-years'
import {
  EXTRA_HELP_COPAY,
  INSULIN_MONTHLY_MAX,
  OUT_OF_POCKET_CAP,
  parseCostShare,
  specialtyCoinsuranceMax,
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
 * Extra Help (the person says they have it, or a D-SNP unless they say they do not): no deductible,
 * and no covered drug, insulin included, costs more a month than the year's Extra Help copay for a
 * generic or a brand (part-d.ts); a lower plan cost share stays. What Extra Help pays counts toward
 * the cap as if the member had paid it (since 2025 the low-income subsidy counts toward the annual
 * out-of-pocket threshold: 42 CFR 423.100, "incurred costs"; CMS, Final CY 2025 Part D Redesign
 * Program Instructions, section 30), so the cap is reached when the plan's own cost sharing, the
 * deductible included, adds up to it, not when the member's copays do.
 *
 * A specialty tier (tier 5) costs at most the coinsurance CMS allows (part-d.ts,
 * `specialtyCoinsuranceMax`): 25% on a plan with the standard deductible.
 *
 * The Part B giveback (the plan's Part B premium reduction) is money back: twelve months of it come
 * off the yearly estimate, shown as its own part.
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
  /** True when the drug costs are those of Extra Help (the person has it, or a D-SNP). */
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

/**
 * How a covered drug is priced under the plan; `ceiling` is Extra Help's most a month (null
 * without Extra Help), applied to what the plan's cost sharing would charge.
 */
type Rule =
  | { kind: 'free' }
  | { kind: 'insulin'; monthly: number; ceiling: number | null }
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
  const ceiling = plan.extraHelp
    ? EXTRA_HELP_COPAY[plan.year][drug.brand ? 'brand' : 'generic']
    : null
  if (drug.kind === 'insulin') {
    const monthly = Math.min(
      entry.flags.selectInsulin?.copay ?? INSULIN_MONTHLY_MAX,
      INSULIN_MONTHLY_MAX,
    )
    return { kind: 'insulin', monthly, ceiling }
  }
  const key = `tier${entry.tier}` as TierKey
  const fill90 = drug.days === 90 ? plan.tiers90?.[key]?.retailCostshare : undefined
  const printed = parseCostShare(fill90 ?? plan.tiers![key]?.retailCostshare ?? '')
  // A tier the plan prints no cost share for is priced at full price: never an optimistic guess.
  if (!printed)
    return {
      kind: 'tier',
      share: { kind: 'coinsurance', rate: 1 },
      perFill: false,
      deductible: false,
      ceiling,
    }
  const share: CostShare =
    entry.tier === 5 && printed.kind === 'coinsurance'
      ? {
          kind: 'coinsurance',
          rate: Math.min(
            printed.rate,
            specialtyCoinsuranceMax(plan.year, plan.deductiblePartd ?? 0),
          ),
        }
      : printed
  const start = plan.partDDeductibleStartTier
  const deductible = (plan.deductiblePartd ?? 0) > 0 && start !== null && entry.tier! >= start
  return { kind: 'tier', share, perFill: fill90 !== undefined, deductible, ceiling }
}

/**
 * The tier's share of `amount` dollars of drug, for a fill of `months` months. A copay is per
 * month, or per fill when `perFill` (a 90-day column's copay).
 */
function shareOf(share: CostShare, amount: number, months: number, perFill = false): number {
  const copay = share.kind === 'copay' ? share.amount * (perFill ? 1 : months) : 0
  return share.kind === 'copay' ? Math.min(copay, amount) : share.rate * amount
}

/** What the member pays of what the plan's cost sharing charges: at most Extra Help's copay a month. */
const withCeiling = (charged: number, ceiling: number | null, months: number) =>
  ceiling === null ? charged : Math.min(charged, ceiling * months)

export function estimatePlan(plan: ModelPlan, drugs: ModelDrug[]): PlanEstimate {
  // The plan's deductible runs as without Extra Help (Extra Help pays it, and that counts toward
  // the cap); the member pays it only without Extra Help.
  const planDeductible = plan.drugCoverage ? (plan.deductiblePartd ?? 0) : 0
  const deductible = plan.extraHelp ? 0 : planDeductible
  const cap = OUT_OF_POCKET_CAP[plan.year]
  const rules = drugs.map((drug) => ruleFor(plan, drug))
  const annual = drugs.map(() => 0)
  let deductibleLeft = planDeductible
  let towardCap = 0
  let deductibleMetMonth: number | null = null
  let capReachedMonth: number | null = null
  const months: MonthCost[] = []
  const deductibleUsed = rules.some((rule) => rule.kind === 'tier' && rule.deductible)

  for (let month = 1; month <= 12; month++) {
    const phase: Phase =
      towardCap >= cap
        ? 'catastrophic'
        : deductibleLeft > 0 && deductibleUsed && !plan.extraHelp
          ? 'deductible'
          : 'initial'
    let cost = 0
    drugs.forEach((drug, index) => {
      if (!fillMonths(drug).includes(month)) return
      const rule = rules[index]!
      const supply = drug.kind === 'vaccine' ? 1 : drug.days / 30
      const price = drug.price * supply
      // What the plan's cost sharing charges for the fill (it counts toward the cap), and what the
      // member pays of it (less with Extra Help, which pays the rest).
      let charged = 0
      let pay = 0
      if (rule.kind === 'notCovered') {
        pay = price
      } else if (rule.kind === 'insulin') {
        charged = Math.min(rule.monthly * supply, price)
        pay = withCeiling(charged, rule.ceiling, supply)
      } else if (rule.kind === 'tier') {
        let rest = price
        if (rule.deductible && deductibleLeft > 0) {
          const inDeductible = Math.min(price, deductibleLeft)
          deductibleLeft = cents(deductibleLeft - inDeductible)
          rest = price - inDeductible
          charged = inDeductible
          if (deductibleLeft === 0) deductibleMetMonth = month
        }
        if (rest > 0) charged += shareOf(rule.share, rest, supply, rule.perFill)
        pay = withCeiling(charged, rule.ceiling, supply)
      }
      if (rule.kind !== 'notCovered') {
        const counted = Math.max(0, Math.min(charged, cap - towardCap))
        pay = Math.min(pay, counted)
        towardCap = cents(towardCap + counted)
        if (towardCap >= cap && capReachedMonth === null) capReachedMonth = month
      }
      pay = cents(pay)
      annual[index] = cents(annual[index]! + pay)
      cost = cents(cost + pay)
    })
    months.push({
      month,
      phase,
      cost,
      deductibleLeft: plan.extraHelp ? 0 : deductibleLeft,
      towardCap,
    })
  }

  const fits: DrugFit[] = drugs.map((drug, index) => {
    const rule = rules[index]!
    const entry = coveredEntry(plan, drug) ? drug.entry : null
    const months = drug.days / 30
    const initial =
      rule.kind === 'notCovered'
        ? drug.price
        : rule.kind === 'free'
          ? 0
          : rule.kind === 'insulin'
            ? withCeiling(Math.min(rule.monthly, drug.price), rule.ceiling, 1)
            : withCeiling(
                shareOf(rule.share, drug.price * months, months, rule.perFill),
                rule.ceiling,
                months,
              ) / months
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
          rule.kind === 'tier' && rule.deductible && !plan.extraHelp
            ? cents(Math.min(drug.price, deductible))
            : null,
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
    deductibleMetMonth: deductibleUsed && !plan.extraHelp ? deductibleMetMonth : null,
    capReachedMonth,
    drugs: fits,
    months,
  }
}
