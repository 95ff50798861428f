import type {
  DrugTiers,
  FormularyCode,
  NetworkBenefit,
  Plan,
  PlanBenefits,
  PlanCosts,
} from '../../../src/plans/plan-types.ts'
import { formatMoney } from '../../../src/plans/money.ts'
import type { DocumentYear } from '../../../src/plans/plan-years.ts'
import { PART_B_STANDARD_PREMIUM } from '../../../src/plans/part-b-premium.ts'
import { pharmacyCostShares } from '../../../src/plans/pharmacy-costs.ts'
import type { Product } from './lineup.ts'
import type { Metro } from './metros.ts'
import type { Random } from './random.ts'

export type PlanValues = Pick<
  Plan,
  'costs' | 'benefits' | 'dental' | 'drugs' | 'drugCoverage' | 'formularyCode'
>

// CMS limits by plan year: the highest in-network MOOP, the standard Part D deductible and the
// Extra Help (LIS) brand-name copay cap.
const MAX_MOOP: Record<DocumentYear, number> = {
  2019: 6700,
  2020: 6700,
  2021: 7550,
  2022: 7550,
  2023: 8300,
  2024: 8850,
  2025: 9350,
  2026: 9250,
}
const PART_D_DEDUCTIBLE: Record<DocumentYear, number> = {
  2019: 415,
  2020: 435,
  2021: 445,
  2022: 480,
  2023: 505,
  2024: 545,
  2025: 590,
  2026: 615,
}
const LIS_BRAND_COPAY: Record<DocumentYear, string> = {
  2019: '$8.50',
  2020: '$8.95',
  2021: '$9.20',
  2022: '$9.85',
  2023: '$10.35',
  2024: '$11.20',
  2025: '$12.15',
  2026: '$12.65',
}

const inNetworkOnly = (inNetwork: NetworkBenefit['inNetwork']): NetworkBenefit => ({
  inNetwork,
  outOfNetwork: null,
})

/**
 * Formularies (spec 9.3 criteria keys): hou is Houston's until 2025; cor the Core plans' from 2023
 * to 2025; gsb the Giveback plans'; gsc everyone else's. `criteriaKeyFor` maps them to each year's keys.
 */
function formulary(product: Product, metro: Metro, year: DocumentYear): FormularyCode | null {
  if (product.family === 'Medical Only') return null
  if (product.family === 'Giveback') return 'gsb'
  if (year <= 2025 && metro.key === 'houston') return 'hou'
  if (year >= 2023 && year <= 2025 && product.family === 'Core') return 'cor'
  return 'gsc'
}

function costs(product: Product, year: DocumentYear, r: Random): PlanCosts {
  const ppo = product.planType === 'PPO'
  const drugs = product.family !== 'Medical Only'
  const byFamily: Record<Product['family'], [premium: number, buydown: number, moop: number]> = {
    Core: [ppo ? r.step(0, 39, 1) : 0, 0, ppo ? r.step(4900, 6700, 50) : r.step(3400, 5900, 50)],
    Premium: [
      ppo ? r.step(49, 120, 1) : r.step(29, 89, 1),
      0,
      ppo ? r.step(3900, 5500, 50) : r.step(2900, 3900, 50),
    ],
    // Up to the year's standard Part B premium, never above it (42 CFR 422.262(b)).
    Giveback: [
      0,
      Math.min(
        PART_B_STANDARD_PREMIUM[year],
        r.pick([50, 75, 100, 125, 150, PART_B_STANDARD_PREMIUM[year]]),
      ),
      r.step(5900, 6700, 50),
    ],
    'Dual Choice': [0, 0, MAX_MOOP[year]],
    'Heart & Diabetes': [r.step(0, 25, 5), 0, r.step(3400, 4500, 50)],
    'Medical Only': [ppo ? r.step(0, 45, 1) : 0, r.pick([0, 0, 25, 50]), r.step(3900, 5900, 50)],
  }
  const [premium, buydown, moopInNetwork] = byFamily[product.family]
  const deductible =
    product.family === 'Core' || product.family === 'Giveback'
      ? r.pick([0, 250, 350, PART_D_DEDUCTIBLE[year]])
      : 0
  return {
    premium,
    buydown,
    moopInNetwork,
    moopCombined: ppo ? Math.min(MAX_MOOP[year], moopInNetwork + r.step(1500, 3000, 50)) : null,
    deductiblePartd: drugs ? deductible : null,
    partDDeductibleStartTier: drugs && deductible > 0 ? r.pick([2, 3, 3, 4]) : null,
  }
}

function benefits(product: Product, r: Random): PlanBenefits {
  const snp = product.planType === 'D-SNP' || product.planType === 'C-SNP'
  const dual = product.planType === 'D-SNP'
  const premium = product.family === 'Premium'
  const specialist = dual ? 0 : r.pick(premium || snp ? [0, 5, 10, 15] : [20, 25, 30, 35, 40, 45])
  const inpatientDay = dual ? 0 : r.step(premium ? 150 : 225, premium ? 250 : 395, 5)
  const outOfNetwork = (costshare: string) => (product.planType === 'PPO' ? { costshare } : null)
  return {
    pcp: {
      inNetwork: { costshare: formatMoney(premium || snp ? 0 : r.pick([0, 0, 5, 10])) },
      outOfNetwork: outOfNetwork(r.pick(['$35', '$40', '40%'])),
    },
    specialist_allothers: {
      inNetwork: {
        costshare: formatMoney(specialist),
        costshareRange: `$0-${formatMoney(specialist)}`,
      },
      outOfNetwork:
        product.planType === 'PPO' ? { costshare: '40%', costshareRange: '30%-50%' } : null,
    },
    inpatient: {
      inNetwork: {
        costshare: formatMoney(inpatientDay),
        costshareRange: `$0-${formatMoney(inpatientDay * 5)}`,
      },
      outOfNetwork: outOfNetwork(r.pick(['35%', '40%', '45%'])),
    },
    otc: inNetworkOnly({
      limit: dual
        ? r.step(150, 325, 25)
        : snp
          ? r.step(100, 200, 25)
          : premium
            ? r.step(125, 250, 25)
            : r.step(0, 100, 25),
    }),
    eyewear: inNetworkOnly({
      annualDollarLimit: snp || premium ? r.step(200, 400, 50) : r.step(100, 200, 50),
    }),
    food_and_home_card: inNetworkOnly({
      limit: dual ? r.step(75, 200, 25) : snp ? r.step(25, 100, 25) : 0,
    }),
    wellness_bucks: inNetworkOnly({ limit: r.step(0, 100, 25) }),
  }
}

/**
 * Standard retail 30-day cost shares by tier, and from them every pharmacy type's. Formularies gsc and cor have a tier 6 of $0 select care drugs from
 * 2023 (db/seed/formulary-rules.ts places drugs there), so their plans list it.
 */
function drugTiers(
  product: Product,
  year: DocumentYear,
  code: FormularyCode | null,
  deductible: number,
  r: Random,
): Plan['drugs'] {
  if (product.family === 'Medical Only') return null
  const selectCare =
    year >= 2023 && (code === 'gsc' || code === 'cor') ? { tier6: { retailCostshare: '$0' } } : {}
  const withPharmacies = (initialCoverage: DrugTiers) => ({
    initialCoverage,
    pharmacies: pharmacyCostShares(initialCoverage),
  })
  if (product.planType === 'D-SNP') {
    const lis = { retailCostshare: `$0-${LIS_BRAND_COPAY[year]}` }
    return withPharmacies({
      tier1: { retailCostshare: '$0' },
      tier2: { retailCostshare: '$0' },
      tier3: lis,
      tier4: lis,
      tier5: lis,
      ...selectCare,
    })
  }
  const rich = product.family === 'Premium' || product.planType === 'C-SNP'
  return withPharmacies({
    tier1: { retailCostshare: '$0' },
    tier2: { retailCostshare: rich ? '$0' : r.pick(['$5', '$8', '$10']) },
    tier3: { retailCostshare: rich ? r.pick(['$35', '$40']) : r.pick(['$42', '$45', '$47']) },
    tier4: { retailCostshare: r.pick(['$95', '$100', '40%', '45%']) },
    tier5: { retailCostshare: specialtyTier(year, deductible, r.pick(['25%', '33%'])) },
    ...selectCare,
  })
}

/**
 * A specialty tier's coinsurance as CMS allows it: at most 25% on a plan with the standard
 * deductible, up to 33% below it (42 CFR 423.578(a)(6)(iii), CY 2021 final rule CMS-4190-F;
 * src/care/part-d.ts). The drawn value is kept below the standard deductible, so the draws that
 * follow stay the same.
 */
function specialtyTier(year: DocumentYear, deductible: number, drawn: string): string {
  return deductible >= PART_D_DEDUCTIBLE[year] ? '25%' : drawn
}

/** The plan's costs and benefits, drawn within realistic ranges for its family and type. */
export function planValues(
  product: Product,
  metro: Metro,
  year: DocumentYear,
  r: Random,
): PlanValues {
  const premium = product.family === 'Premium'
  const dental =
    product.planType === 'D-SNP'
      ? r.step(3000, 5000, 500)
      : premium
        ? r.step(2500, 4000, 500)
        : r.step(500, 2000, 250)
  const formularyCode = formulary(product, metro, year)
  // Drawn in this order so each year's values depend only on its seed.
  const planCosts = costs(product, year, r)
  const planBenefits = benefits(product, r)
  return {
    costs: planCosts,
    benefits: planBenefits,
    dental: {
      comprehensiveDentalAnnualLimit: dental,
      comprehensiveDentalAndEyewearAnnualLimit: premium ? dental + 300 : null,
    },
    drugs: drugTiers(product, year, formularyCode, planCosts.deductiblePartd ?? 0, r),
    drugCoverage: product.family !== 'Medical Only',
    formularyCode,
  }
}
