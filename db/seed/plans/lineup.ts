import type { CsnpCondition, MedicaidLevel, PlanType } from '../../../src/plans/plan-types.ts'
import type { DocumentYear } from '../../../src/plans/plan-years.ts'
import type { Metro } from './metros.ts'
import type { Random } from './random.ts'

export type Family =
  'Core' | 'Premium' | 'Giveback' | 'Dual Choice' | 'Heart & Diabetes' | 'Medical Only'

/** One plan of a metro's line-up. `reach: 'core'` plans serve only the metro's central counties. */
export type Product = {
  family: Family
  planType: PlanType
  reach: 'all' | 'core'
  featured: boolean
  csnpConditions: CsnpCondition[]
  medicaidLevels: MedicaidLevel[]
}

const ALL_LEVELS: MedicaidLevel[] = ['FBDE', 'QMB', 'QMB+', 'SLMB', 'SLMB+', 'QI', 'QDWI']
const FULL_BENEFIT_LEVELS: MedicaidLevel[] = ['FBDE', 'QMB+', 'SLMB+']
const CHRONIC: CsnpCondition[] = ['diabetes', 'chronicHeartFailure', 'cardiovascular']

const product = (
  family: Family,
  planType: PlanType,
  reach: Product['reach'],
  extra: Partial<Product> = {},
): Product => ({
  family,
  planType,
  reach,
  featured: false,
  csnpConditions: [],
  medicaidLevels: [],
  ...extra,
})

/**
 * The first plan year of each family and type: the line-up grew over the years. Giveback plans
 * came with their own formulary in 2025 (spec 9.3's first gsb key); C-SNPs in 2021; Medical Only
 * plans in 2020; the Premium PPO in 2021.
 */
function offeredIn(product: Product, year: DocumentYear): boolean {
  if (product.family === 'Giveback') return year >= 2025
  if (product.planType === 'C-SNP') return year >= 2021
  if (product.family === 'Medical Only') return year >= 2020
  if (product.family === 'Premium' && product.planType === 'PPO') return year >= 2021
  return true
}

/**
 * The plans a metro offers in a year, in display order. Every county gets the Core HMO, the Dual
 * Choice D-SNP and (from 2020) a Medical Only plan; the rest vary by metro and year, so a county
 * has 2 to 8 plans. Every third metro's C-SNP is the diabetes-only variant (spec 5.4).
 */
export function lineup(
  metro: Metro,
  metroIndex: number,
  random: Random,
  year: DocumentYear,
): Product[] {
  // Every draw is made whatever the year, so a year's line-up depends only on its own seed.
  return drawLineup(metro, metroIndex, random).filter((product) => offeredIn(product, year))
}

function drawLineup(metro: Metro, metroIndex: number, random: Random): Product[] {
  const diabetesOnly = metroIndex % 3 === 1
  const plans: Product[] = [product('Core', 'HMO', 'all', { featured: true })]
  if (random.chance(0.65))
    plans.push(
      product('Giveback', 'HMO', random.pick(['all', 'core'] as const), { featured: true }),
    )
  if (random.chance(0.4)) plans.push(product('Premium', 'HMO', 'core'))
  if (random.chance(0.4)) plans.push(product('Core', 'PPO', 'core'))
  if (random.chance(0.7)) plans.push(product('Premium', 'PPO', 'core'))
  if (diabetesOnly || random.chance(0.75)) {
    plans.push(
      product('Heart & Diabetes', 'C-SNP', 'all', {
        csnpConditions: diabetesOnly ? ['diabetes'] : CHRONIC,
      }),
    )
  }
  plans.push(
    product('Dual Choice', 'D-SNP', 'all', {
      medicaidLevels: random.chance(0.5) ? ALL_LEVELS : FULL_BENEFIT_LEVELS,
    }),
  )
  plans.push(product('Medical Only', random.pick(['HMO', 'PPO'] as const), 'all'))
  return plans
}

/** The central counties: the first half of the metro's list (at least one). */
export function coreCounties(metro: Metro): string[] {
  return metro.counties.slice(0, Math.max(1, Math.ceil(metro.counties.length / 2)))
}
