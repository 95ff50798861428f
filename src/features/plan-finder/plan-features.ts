import type { TFunction } from 'i18next'
import type { Lang } from '~/i18n/locales'
import { formatMoney } from '~/plans/money'
import type { Plan } from '~/plans/plan-types'

export type Feature = { key: string; label: string; value: string }

/**
 * The facts people choose a plan on first (issue 12.20): premium, in-network MOOP, PCP and
 * specialist copays and the Part D deductible. The card shows these; star rating and plan type
 * sit in its header.
 */
export function keyFacts(plan: Plan, t: TFunction<'planFinder'>): Feature[] {
  const { costs, benefits } = plan
  return [
    { key: 'premium', label: t('plan.premium'), value: formatMoney(costs.premium) },
    { key: 'moop', label: t('plan.moop'), value: formatMoney(costs.moopInNetwork) },
    { key: 'pcp', label: t('plan.pcp'), value: benefits.pcp.inNetwork.costshare ?? t('plan.none') },
    {
      key: 'specialist',
      label: t('plan.specialist'),
      value: benefits.specialist_allothers.inNetwork.costshare ?? benefits.specialist_allothers.inNetwork.costshareRange ?? t('plan.none'),
    },
    {
      key: 'drugDeductible',
      label: t('plan.drugDeductible'),
      value: plan.drugCoverage ? formatMoney(costs.deductiblePartd ?? 0) : t('plan.drugsNo'),
    },
  ]
}

/** The rest of a plan's features (spec 3.2), shown on demand: giveback, allowances, dental and drug coverage. */
export function moreFeatures(plan: Plan, t: TFunction<'planFinder'>): Feature[] {
  const amountOrNone = (amount: number | undefined) => (amount ? formatMoney(amount) : t('plan.none'))
  const { costs, benefits } = plan
  return [
    {
      key: 'giveback',
      label: t('plan.giveback'),
      value: costs.buydown ? t('plan.givebackValue', { amount: formatMoney(costs.buydown) }) : t('plan.none'),
    },
    { key: 'otc', label: t('plan.otc'), value: amountOrNone(benefits.otc.inNetwork.limit) },
    { key: 'foodCard', label: t('plan.foodCard'), value: amountOrNone(benefits.food_and_home_card.inNetwork.limit) },
    { key: 'dental', label: t('plan.dental'), value: amountOrNone(plan.dental.comprehensiveDentalAnnualLimit) },
    { key: 'drugs', label: t('plan.drugs'), value: plan.drugCoverage ? t('plan.drugsYes') : t('plan.drugsNo') },
  ]
}

/** Every feature row, key facts first: the comparison table and the plan page show them all. */
export function planFeatures(plan: Plan, _lang: Lang, t: TFunction<'planFinder'>): Feature[] {
  return [...keyFacts(plan, t), ...moreFeatures(plan, t)]
}

/** The plan's documents in a language, the Summary of Benefits first. */
export function documentsIn(plan: Plan, lang: Lang) {
  const code = lang === 'en' ? 'en-us' : 'es-mx'
  const own = plan.documents.filter((doc) => doc.lang === code)
  return [...own.filter((doc) => doc.type === 'SB'), ...own.filter((doc) => doc.type !== 'SB')]
}
