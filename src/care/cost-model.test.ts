import { describe, expect, it } from 'vitest'
import type { FormularyEntry } from '~/plans/formulary-types'
import { estimatePlan, type ModelDrug, type ModelPlan } from './cost-model'
import { parseCostShare } from './part-d'
import { pharmacyCostShares } from '~/plans/pharmacy-costs'

const entry = (tier: number | null, extra: Partial<FormularyEntry> = {}): FormularyEntry => ({
  drugId: 'x',
  covered: tier !== null,
  tier,
  drugNotes: [],
  flags: {},
  priorAuth: null,
  stepTherapy: false,
  quantityLimit: null,
  alternatives: [],
  updatedAt: '2025-10-01T00:00:00.000Z',
  ...extra,
})

/** A 2026 plan shaped like the catalogue's Core plans: $615 deductible from tier 3. */
const plan = (over: Partial<ModelPlan> = {}): ModelPlan => ({
  year: 2026,
  premium: 0,
  giveback: 0,
  extraHelp: false,
  drugCoverage: true,
  deductiblePartd: 615,
  partDDeductibleStartTier: 3,
  tiers: {
    tier1: { retailCostshare: '$0' },
    tier2: { retailCostshare: '$8' },
    tier3: { retailCostshare: '$42' },
    tier4: { retailCostshare: '40%' },
    tier5: { retailCostshare: '25%' },
  },
  ...over,
})

const drug = (
  id: string,
  price: number,
  tier: number | null,
  over: Partial<ModelDrug> = {},
): ModelDrug => ({
  id,
  kind: 'standard',
  brand: true,
  price,
  days: 30,
  entry: entry(tier),
  ...over,
})

const monthCosts = (estimate: ReturnType<typeof estimatePlan>) => estimate.months.map((m) => m.cost)

describe('cost model', () => {
  it('charges the full price in the deductible, then the copay, and says when the deductible is met', () => {
    const estimate = estimatePlan(plan(), [drug('brand', 480, 3)])
    // January: $480 of the $615 deductible; February: the last $135 plus the $42 copay; then $42.
    expect(monthCosts(estimate)).toEqual([480, 177, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42])
    expect(estimate.deductibleMetMonth).toBe(2)
    expect(estimate.months[0]!.phase).toBe('deductible')
    expect(estimate.months[2]!.phase).toBe('initial')
    expect(estimate.annualDrugCost).toBe(1077)
    expect(estimate.drugs[0]).toMatchObject({
      covered: true,
      tier: 3,
      monthlyCost: 42,
      phases: { deductible: 480, initial: 42, catastrophic: 0 },
    })
  })

  it('skips the deductible for tiers below the start tier and never charges more than the price', () => {
    const estimate = estimatePlan(plan(), [
      drug('generic', 15, 2),
      drug('cheap', 5, 3),
      drug('free', 15, 1),
    ])
    expect(estimate.drugs.map((d) => d.annualCost)).toEqual([96, 60, 0])
    expect(estimate.drugs[0]!.phases.deductible).toBeNull()
    // The $5 tier 3 drug counts toward the deductible all year and never meets it.
    expect(estimate.deductibleMetMonth).toBeNull()
    expect(estimate.months.every((m) => m.phase === 'deductible')).toBe(true)
  })

  it('stops at the out-of-pocket cap mid-year, after which covered drugs cost $0', () => {
    const estimate = estimatePlan(plan({ deductiblePartd: 0, partDDeductibleStartTier: null }), [
      drug('specialty', 1000, 5),
    ])
    // 25% of $1,000 is $250 a month: $2,000 by August, $100 in September reaches the $2,100 cap.
    expect(monthCosts(estimate)).toEqual([250, 250, 250, 250, 250, 250, 250, 250, 100, 0, 0, 0])
    expect(estimate.capReachedMonth).toBe(9)
    expect(estimate.months[9]!.phase).toBe('catastrophic')
    expect(estimate.annualDrugCost).toBe(2100)
  })

  it('uses the 2025 cap of $2,000', () => {
    const estimate = estimatePlan(
      plan({ year: 2025, deductiblePartd: 0, partDDeductibleStartTier: null }),
      [drug('specialty', 9000, 5)],
    )
    expect(estimate.annualDrugCost).toBe(2000)
    expect(estimate.capReachedMonth).toBe(1)
  })

  it('buys a 90-day fill every third month at three months of cost share', () => {
    const generic = estimatePlan(plan(), [drug('generic', 15, 2, { days: 90 })])
    expect(monthCosts(generic)).toEqual([24, 0, 0, 24, 0, 0, 24, 0, 0, 24, 0, 0])
    expect(generic.annualDrugCost).toBe(96)
    const specialty = estimatePlan(plan({ deductiblePartd: 0, partDDeductibleStartTier: null }), [
      drug('specialty', 1000, 5, { days: 90 }),
    ])
    // $750 a fill: the third fill, in July, reaches the cap.
    expect(monthCosts(specialty)).toEqual([750, 0, 0, 750, 0, 0, 600, 0, 0, 0, 0, 0])
    expect(specialty.capReachedMonth).toBe(7)
  })

  it("prices a fill at the chosen pharmacy's own 30- and 90-day cost shares", () => {
    // The Core HMO of Miami 2026 (catalogue): tier 3 $47 standard retail, $42 preferred retail,
    // $84 a 90-day fill by mail order (pharmacy-costs.ts), no deductible.
    const { preferredRetail, mailOrder } = pharmacyCostShares({
      tier1: { retailCostshare: '$0' },
      tier2: { retailCostshare: '$5' },
      tier3: { retailCostshare: '$47' },
      tier4: { retailCostshare: '$100' },
      tier5: { retailCostshare: '25%' },
    })
    const core = (shares: typeof mailOrder) =>
      plan({
        deductiblePartd: 0,
        partDDeductibleStartTier: null,
        tiers: shares.days30,
        tiers90: shares.days90,
      })
    const lipitor = (days: 30 | 90) => drug('lipitor', 350, 3, { days })
    const retail = estimatePlan(core(preferredRetail), [lipitor(30)])
    expect(retail.annualDrugCost).toBe(504) // 12 x $42
    const mail = estimatePlan(core(mailOrder), [lipitor(90)])
    expect(monthCosts(mail)).toEqual([84, 0, 0, 84, 0, 0, 84, 0, 0, 84, 0, 0])
    expect(mail.annualDrugCost).toBe(336) // 4 x $84
    expect(mail.drugs[0]!.monthlyCost).toBe(28)
    const retail90 = estimatePlan(core(preferredRetail), [lipitor(90)])
    expect(retail90.annualDrugCost).toBe(504) // 4 x $126
  })

  it('charges covered insulin at most $35 a month, outside the deductible', () => {
    const insulin = (copay: number, days: 30 | 90 = 30) =>
      drug('insulin', 300, 3, {
        kind: 'insulin',
        days,
        entry: entry(3, { flags: { selectInsulin: { copay } } }),
      })
    const estimate = estimatePlan(plan(), [insulin(35)])
    expect(monthCosts(estimate)).toEqual(Array(12).fill(35))
    expect(estimate.drugs[0]!.phases.deductible).toBeNull()
    expect(estimatePlan(plan(), [insulin(60)]).annualDrugCost).toBe(420)
    expect(estimatePlan(plan(), [insulin(20)]).annualDrugCost).toBe(240)
    expect(monthCosts(estimatePlan(plan(), [insulin(35, 90)]))).toEqual([
      105, 0, 0, 105, 0, 0, 105, 0, 0, 105, 0, 0,
    ])
  })

  it('charges $0 for a covered Part D vaccine and tier 6', () => {
    const estimate = estimatePlan(plan(), [
      drug('shingrix', 200, 3, { kind: 'vaccine' }),
      drug('select', 400, 6),
    ])
    expect(estimate.annualDrugCost).toBe(0)
    expect(estimate.drugs.every((d) => d.covered && d.monthlyCost === 0)).toBe(true)
  })

  it('charges the full price all year for a drug the plan does not cover, outside the cap', () => {
    const estimate = estimatePlan(plan({ deductiblePartd: 0, partDDeductibleStartTier: null }), [
      drug('excluded', 480, null),
      drug('specialty', 9000, 5),
    ])
    expect(estimate.drugs[0]).toMatchObject({
      covered: false,
      tier: null,
      monthlyCost: 480,
      annualCost: 5760,
      phases: { catastrophic: 480 },
    })
    expect(estimate.drugs[1]!.annualCost).toBe(2100)
    expect(estimate.annualDrugCost).toBe(7860)
    // A drug missing from the formulary altogether is not covered either.
    expect(estimatePlan(plan(), [drug('unknown', 20, 1, { entry: null })]).drugs[0]).toMatchObject({
      covered: false,
      annualCost: 240,
    })
  })

  it('counts every drug at full price on a plan without drug coverage, and adds the premium', () => {
    const estimate = estimatePlan(
      plan({ drugCoverage: false, tiers: null, deductiblePartd: null, premium: 31 }),
      [drug('brand', 480, 3), drug('generic', 15, 1)],
    )
    expect(estimate.drugs.map((d) => d.covered)).toEqual([false, false])
    expect(estimate.annualDrugCost).toBe(5940)
    expect(estimate.annualPremium).toBe(372)
    expect(estimate.estimatedAnnualCost).toBe(6312)
    expect(estimate.deductibleMetMonth).toBeNull()
  })

  it('reports prior authorization, step therapy and quantity limits of covered drugs', () => {
    const limited = drug('limited', 480, 3, {
      entry: entry(3, {
        priorAuth: { variant: 'general' },
        stepTherapy: true,
        quantityLimit: { kind: 'day', amount: 2, unit: 'tablet' },
      }),
    })
    expect(estimatePlan(plan(), [limited]).drugs[0]).toMatchObject({
      priorAuthorization: true,
      stepTherapy: true,
      quantityLimit: true,
    })
  })
})

describe('Extra Help (a D-SNP, or a person who says they have it)', () => {
  const dsnp = (over: Partial<ModelPlan> = {}) => plan({ extraHelp: true, ...over })

  it('charges Lantus the 2026 brand copay, $12.65 a month, never the $35 insulin cap', () => {
    const lantus = drug('lantus', 300, 3, {
      kind: 'insulin',
      entry: entry(3, { flags: { selectInsulin: { copay: 35 } } }),
    })
    const estimate = estimatePlan(dsnp(), [lantus])
    // 12 x $12.65 = $151.80, against 12 x $35 = $420 without Extra Help.
    expect(monthCosts(estimate)).toEqual(Array(12).fill(12.65))
    expect(estimate.annualDrugCost).toBe(151.8)
    expect(estimate.extraHelp).toBe(true)
    expect(estimatePlan(plan(), [lantus]).annualDrugCost).toBe(420)
    // A generic insulin: the generic copay, $5.10; the 2025 brand copay is $12.15.
    expect(estimatePlan(dsnp(), [{ ...lantus, brand: false }]).drugs[0]!.monthlyCost).toBe(5.1)
    expect(estimatePlan(dsnp({ year: 2025 }), [lantus]).drugs[0]!.monthlyCost).toBe(12.15)
  })

  it('has no deductible and caps each drug at the generic or brand copay, keeping a lower plan share', () => {
    const estimate = estimatePlan(dsnp(), [
      drug('eliquis', 560, 3),
      drug('specialty', 1000, 5),
      drug('metformin', 15, 2, { brand: false }),
      drug('free', 15, 1, { brand: false }),
    ])
    // Tier 3 $42 -> $12.65; tier 5 25% of $1,000 = $250 -> $12.65; tier 2 $8 -> $5.10; tier 1 stays $0.
    expect(estimate.drugs.map((d) => d.monthlyCost)).toEqual([12.65, 12.65, 5.1, 0])
    expect(estimate.deductible).toBe(0)
    expect(estimate.deductibleMetMonth).toBeNull()
    expect(estimate.drugs[0]!.phases.deductible).toBeNull()
    // What Extra Help pays counts toward the $2,100 cap. The plan's own cost sharing, the $615
    // deductible included: January $560 + ($55 + 25% of $945 = $291.25) + $8 = $859.25; February
    // to April $300 a month ($2,059.25 by the end of May, counting May's $300); June's eliquis fill
    // ($42) passes $2,100. The member pays (12.65 + 12.65 + 5.10) = $30.40 a month for five months,
    // then June's $12.65, then $0: $164.65 (counting only the member's copays, the cap was never
    // reached and the year cost 12 x $30.40 = $364.80).
    expect(estimate.capReachedMonth).toBe(6)
    expect(monthCosts(estimate)).toEqual([30.4, 30.4, 30.4, 30.4, 30.4, 12.65, 0, 0, 0, 0, 0, 0])
    expect(estimate.annualDrugCost).toBe(164.65)
    expect(estimate.months.map((m) => m.phase).slice(0, 7)).toEqual([
      'initial',
      'initial',
      'initial',
      'initial',
      'initial',
      'initial',
      'catastrophic',
    ])
  })

  it("counts Extra Help's payments toward the cap: a $3,000-a-month specialty drug on an HMO", () => {
    // The person has Extra Help on a plan with no deductible and 25% on tier 5: the plan's cost
    // sharing is $750 a month, the member pays the $12.65 brand copay. $750 + $750 passes $2,100 in
    // March ($600 left), so the member pays January, February and March's copay, then $0:
    // 3 x $12.65 = $37.95 (without counting what Extra Help pays: 12 x $12.65 = $151.80).
    const hmo = plan({ extraHelp: true, deductiblePartd: 0, partDDeductibleStartTier: null })
    const estimate = estimatePlan(hmo, [drug('specialty', 3000, 5)])
    expect(estimate.capReachedMonth).toBe(3)
    expect(monthCosts(estimate)).toEqual([12.65, 12.65, 12.65, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    expect(estimate.annualDrugCost).toBe(37.95)
    expect(estimate.months[2]!.towardCap).toBe(2100)
  })

  it('still charges the full price of a drug the D-SNP does not cover', () => {
    expect(estimatePlan(dsnp(), [drug('excluded', 480, null)]).annualDrugCost).toBe(5760)
  })
})

describe('the specialty tier', () => {
  it('charges at most 25% on a plan with the standard deductible, as CMS allows, and up to 33% below it', () => {
    const tiers33 = { ...plan().tiers!, tier5: { retailCostshare: '33%' } }
    const specialty = [drug('specialty', 1000, 5)]
    // The 2026 standard deductible ($615): 33% printed is charged as 25%, $250 a month after it.
    const standard = estimatePlan(plan({ tiers: tiers33 }), specialty)
    expect(standard.drugs[0]!.monthlyCost).toBe(250)
    // 2025's standard deductible is $590.
    const y2025 = estimatePlan(
      plan({ year: 2025, deductiblePartd: 590, tiers: tiers33 }),
      specialty,
    )
    expect(y2025.drugs[0]!.monthlyCost).toBe(250)
    // No deductible, or a reduced one: 33% stands.
    const none = plan({ tiers: tiers33, deductiblePartd: 0, partDDeductibleStartTier: null })
    expect(estimatePlan(none, specialty).drugs[0]!.monthlyCost).toBe(330)
    expect(
      estimatePlan(plan({ tiers: tiers33, deductiblePartd: 350 }), specialty).drugs[0]!.monthlyCost,
    ).toBe(330)
    // A tier 4 coinsurance is not a specialty tier: 40% stays 40%.
    expect(estimatePlan(plan(), [drug('brand', 1000, 4)]).drugs[0]!.monthlyCost).toBe(400)
  })
})

describe('the Part B giveback', () => {
  it('comes off the yearly estimate as money back', () => {
    // $0 premium, $100 a month giveback, one $42 drug: 0 + 504 - 1,200 = -$696.
    const estimate = estimatePlan(
      plan({ giveback: 100, deductiblePartd: 0, partDDeductibleStartTier: null }),
      [drug('brand', 480, 3)],
    )
    expect(estimate.annualGiveback).toBe(1200)
    expect(estimate.annualDrugCost).toBe(504)
    expect(estimate.estimatedAnnualCost).toBe(-696)
    // $31 premium, $50 giveback: 372 + 504 - 600 = $276.
    expect(
      estimatePlan(
        plan({ premium: 31, giveback: 50, deductiblePartd: 0, partDDeductibleStartTier: null }),
        [drug('brand', 480, 3)],
      ).estimatedAnnualCost,
    ).toBe(276)
  })
})

describe('cost shares as plans print them', () => {
  it('reads copays, coinsurance and the highest amount of a range', () => {
    expect(parseCostShare('$42')).toEqual({ kind: 'copay', amount: 42 })
    expect(parseCostShare('25%')).toEqual({ kind: 'coinsurance', rate: 0.25 })
    expect(parseCostShare('$0-$12.65')).toEqual({ kind: 'copay', amount: 12.65 })
    expect(parseCostShare('$1,100')).toEqual({ kind: 'copay', amount: 1100 })
    expect(parseCostShare('varies')).toBeNull()
  })
})
