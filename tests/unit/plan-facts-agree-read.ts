import { readFileSync } from 'node:fs'
import type { Plan } from '../../src/plans/plan-types'

/**
 * The facts a person compares plans on, as one record per place that shows them, so that every
 * place can be held against /api/plans fact by fact. Amounts are numbers read back from the text
 * ("$5,350 a year" is 5350), visit cost shares the text itself, "None" an amount of 0, and the
 * drug deductible of a plan without drug coverage null.
 */
export type Facts = {
  premium: number
  moop: number
  pcp: string
  specialist: string
  drugDeductible: number | null
  giveback: number
  otc: number
  food: number
  dental: number
  drugs: boolean
  stars: number | null
}
export type Fact = keyof Facts
export type Read = Record<string, unknown>

/** The facts as /api/plans answers them. */
export function apiFacts(plan: Plan): Facts {
  const { costs, benefits } = plan
  const specialist = benefits.specialist_allothers.inNetwork
  return {
    premium: costs.premium,
    moop: costs.moopInNetwork,
    pcp: benefits.pcp.inNetwork.costshare ?? '',
    specialist: specialist.costshare ?? specialist.costshareRange ?? '',
    drugDeductible: plan.drugCoverage ? (costs.deductiblePartd ?? 0) : null,
    giveback: costs.buydown,
    otc: benefits.otc.inNetwork.limit ?? 0,
    food: benefits.food_and_home_card.inNetwork.limit ?? 0,
    dental: plan.dental.comprehensiveDentalAnnualLimit ?? 0,
    drugs: plan.drugCoverage,
    stars: plan.starRating,
  }
}

/** "$1,234" or "$4.50" as a number; anything else is returned as it is, to fail the comparison. */
export function money(text: string | null | undefined): number | string | undefined {
  if (text == null) return undefined
  return /^\$\d{1,3}(,\d{3})*(\.\d\d)?$/.test(text) ? Number(text.slice(1).replace(/,/g, '')) : text
}

/** The amount in a phrase made from a template ("{{amount}} a year"), or the phrase itself. */
export function amountIn(text: string | undefined, template: string): number | string | undefined {
  if (text === undefined) return undefined
  const [before = '', after = ''] = template.split('{{amount}}')
  if (!text.startsWith(before) || !text.endsWith(after)) return text
  return money(text.slice(before.length, text.length - after.length))
}

type PlanWords = Record<string, string>
const words = (locale: 'en-us' | 'es-mx'): PlanWords => {
  const { plan } = JSON.parse(readFileSync(`locales/${locale}/planFinder.json`, 'utf8')) as {
    plan: Record<string, string | PlanWords>
  }
  const figures = plan.figures as PlanWords
  // The card's three figures (plan-figures.tsx) have labels of their own.
  return {
    ...(plan as PlanWords),
    figureMoop: figures.moop!,
    figureMoopNote: figures.moopNote!,
  }
}
export const PLAN_WORDS = { en: words('en-us'), es: words('es-mx') }

/**
 * The facts read from what a page shows: `seen` maps each label (as the language's strings
 * write it) to its value's text, the star rating's under the "CMS star rating" label.
 */
export function seenFacts(seen: Record<string, string | undefined>, lang: 'en' | 'es'): Read {
  const w = PLAN_WORDS[lang]
  const value = (key: string) => seen[w[key]!]
  const none = (text: string | undefined, template: string, noneWord: string) =>
    text === noneWord ? 0 : amountIn(text, template)
  const deductible = value('drugDeductible')
  const drugs = value('drugs')
  const stars = value('starsLabel')
  const [starsBefore = '', starsAfter = ''] = w.stars!.split('{{rating}}')
  const rating = stars?.match(
    new RegExp(`${escape(starsBefore)}(\\d+(?:\\.\\d)?)${escape(starsAfter)}`),
  )
  return {
    premium: money(value('premium')),
    moop:
      value('moop') !== undefined
        ? amountIn(value('moop'), w.perYear!)
        : amountIn(value('figureMoop'), `{{amount}} ${w.figureMoopNote}`),
    pcp: value('pcp'),
    specialist: value('specialist'),
    drugDeductible: deductible === w.deductibleNo ? null : amountIn(deductible, w.perYear!),
    giveback: none(value('giveback'), w.givebackValue!, w.noneMasculine!),
    otc: none(value('otc'), w.perQuarter!, w.noneFeminine!),
    food: none(value('foodCard'), w.perMonth!, w.noneFeminine!),
    dental: none(value('dental'), w.perYear!, w.noneFeminine!),
    drugs: drugs === w.drugsYes ? true : drugs === w.drugsNo ? false : drugs,
    stars: stars?.startsWith(w.notRated!) ? null : rating ? Number(rating[1]) : stars,
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
