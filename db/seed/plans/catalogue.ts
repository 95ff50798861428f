import type { AnyYearPlan } from '../../../src/plans/plan-types.ts'
import type { DocumentYear } from '../../../src/plans/plan-years.ts'
import { planValues } from './benefits.ts'
import { planDocuments } from './documents.ts'
import { highlights } from './highlights.ts'
import { coreCounties, lineup, type Product } from './lineup.ts'
import { METROS } from './metros.ts'
import { seededRandom } from './random.ts'
import { planRating } from './star-ratings.ts'

export type CataloguePlan = AnyYearPlan & { counties: string[] }

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The plan catalogue of one year, in display order within each metro; deterministic. */
export function buildYear(year: DocumentYear): CataloguePlan[] {
  const nextPbp = new Map<string, number>()
  const plans: CataloguePlan[] = []
  METROS.forEach((metro, metroIndex) => {
    if (metro.since > year) return
    const random = seededRandom(`${metro.key}:${year}`)
    for (const product of lineup(metro, metroIndex, random, year)) {
      const pbp = (nextPbp.get(metro.contract) ?? 0) + 1
      nextPbp.set(metro.contract, pbp)
      plans.push(buildPlan(product, metro, year, pbp, random))
    }
  })
  return plans
}

function buildPlan(
  product: Product,
  metro: (typeof METROS)[number],
  year: DocumentYear,
  pbp: number,
  random: ReturnType<typeof seededRandom>,
): CataloguePlan {
  const name = `Ceiba ${product.family} ${product.planType}`
  const slug = `${kebab(name)}-${metro.key}-${year}`
  const base = {
    slug,
    name,
    year,
    planType: product.planType,
    csnpConditions: product.csnpConditions,
    medicaidLevels: product.medicaidLevels,
    contractId: `${metro.contract}-${String(pbp).padStart(3, '0')}-000`,
    starRating: planRating(metro.contract, year),
    featured: product.featured,
    state: metro.state,
    region: metro.region,
    ...planValues(product, metro, year, random),
  }
  const withHighlights = { ...base, highlights: highlights(base) }
  return {
    ...withHighlights,
    documents: planDocuments(withHighlights),
    counties: product.reach === 'all' ? metro.counties : coreCounties(metro),
  }
}

/** One plan per line keeps the files diffable. */
export function catalogueJson(plans: CataloguePlan[]): string {
  return `[\n${plans.map((plan) => JSON.stringify(plan)).join(',\n')}\n]\n`
}
