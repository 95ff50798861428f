import type { TFunction } from 'i18next'
import type { Lang } from '~/i18n/locales'
import type { Plan } from '~/plans/plan-types'
import { money } from './plan-format'

export type Feature = { key: string; label: string; value: string }

/**
 * The key features of a plan from its data (spec 3.2): premium, MOOP, PCP and specialist copays,
 * Part B giveback, OTC allowance, food and home card and drug coverage. The plan card and the
 * comparison table show the same rows.
 */
export function planFeatures(plan: Plan, lang: Lang, t: TFunction<'planFinder'>): Feature[] {
  const amountOrNone = (amount: number | undefined) => (amount ? money(amount, lang) : t('plan.none'))
  const { costs, benefits } = plan
  return [
    { key: 'premium', label: t('plan.premium'), value: money(costs.premium, lang) },
    { key: 'moop', label: t('plan.moop'), value: money(costs.moopInNetwork, lang) },
    { key: 'pcp', label: t('plan.pcp'), value: benefits.pcp.inNetwork.costshare ?? t('plan.none') },
    {
      key: 'specialist',
      label: t('plan.specialist'),
      value: benefits.specialist_allothers.inNetwork.costshare ?? benefits.specialist_allothers.inNetwork.costshareRange ?? t('plan.none'),
    },
    {
      key: 'giveback',
      label: t('plan.giveback'),
      value: costs.buydown ? t('plan.givebackValue', { amount: money(costs.buydown, lang) }) : t('plan.none'),
    },
    { key: 'otc', label: t('plan.otc'), value: amountOrNone(benefits.otc.inNetwork.limit) },
    { key: 'foodCard', label: t('plan.foodCard'), value: amountOrNone(benefits.food_and_home_card.inNetwork.limit) },
    { key: 'drugs', label: t('plan.drugs'), value: plan.drugCoverage ? t('plan.drugsYes') : t('plan.drugsNo') },
  ]
}

/** The plan's documents in a language, the Summary of Benefits first. */
export function documentsIn(plan: Plan, lang: Lang) {
  const code = lang === 'en' ? 'en-us' : 'es-mx'
  const own = plan.documents.filter((doc) => doc.lang === code)
  return [...own.filter((doc) => doc.type === 'SB'), ...own.filter((doc) => doc.type !== 'SB')]
}
