import type { TFunction } from 'i18next'
import { type Lang, LOCALES } from '~/i18n/locales'
import { formatMoney } from '~/plans/money'
import type { Plan } from '~/plans/plan-types'

export type Feature = { key: string; label: string; value: string }

/**
 * The facts people choose a plan on first: premium, in-network MOOP, PCP and
 * specialist copays and the Part D deductible. The card shows these; star rating and plan type
 * sit in its header.
 */
export function keyFacts(plan: Plan, t: TFunction<'planFinder'>): Feature[] {
  const { costs, benefits } = plan
  return [
    { key: 'premium', label: t('plan.premium'), value: formatMoney(costs.premium) },
    {
      key: 'moop',
      label: t('plan.moop'),
      value: t('plan.perYear', { amount: formatMoney(costs.moopInNetwork) }),
    },
    {
      key: 'pcp',
      label: t('plan.pcp'),
      value: benefits.pcp.inNetwork.costshare ?? t('plan.noneFeminine'),
    },
    {
      key: 'specialist',
      label: t('plan.specialist'),
      value:
        benefits.specialist_allothers.inNetwork.costshare ??
        benefits.specialist_allothers.inNetwork.costshareRange ??
        t('plan.noneFeminine'),
    },
    {
      key: 'drugDeductible',
      label: t('plan.drugDeductible'),
      value: plan.drugCoverage
        ? t('plan.perYear', { amount: formatMoney(costs.deductiblePartd ?? 0) })
        : t('plan.deductibleNo'),
    },
  ]
}

/**
 * The rest of a plan's features (spec 3.2), shown on demand: giveback, allowances, dental and drug
 * coverage. Every amount says its period (the OTC allowance is quarterly, the food card monthly, as
 * the plan's highlights say). 'None' agrees with its row in Spanish: feminine for an allowance, a
 * card or coverage (Ninguna), masculine for the giveback (Ninguno).
 */
export function moreFeatures(plan: Plan, t: TFunction<'planFinder'>): Feature[] {
  const { costs, benefits } = plan
  const otc = benefits.otc.inNetwork.limit
  const food = benefits.food_and_home_card.inNetwork.limit
  const dental = plan.dental.comprehensiveDentalAnnualLimit
  return [
    {
      key: 'giveback',
      label: t('plan.giveback'),
      value: costs.buydown
        ? t('plan.givebackValue', { amount: formatMoney(costs.buydown) })
        : t('plan.noneMasculine'),
    },
    {
      key: 'otc',
      label: t('plan.otc'),
      value: otc ? t('plan.perQuarter', { amount: formatMoney(otc) }) : t('plan.noneFeminine'),
    },
    {
      key: 'foodCard',
      label: t('plan.foodCard'),
      value: food ? t('plan.perMonth', { amount: formatMoney(food) }) : t('plan.noneFeminine'),
    },
    {
      key: 'dental',
      label: t('plan.dental'),
      value: dental ? t('plan.perYear', { amount: formatMoney(dental) }) : t('plan.noneFeminine'),
    },
    {
      key: 'drugs',
      label: t('plan.drugs'),
      value: plan.drugCoverage ? t('plan.drugsYes') : t('plan.drugsNo'),
    },
  ]
}

/** Every feature row, key facts first: the comparison table and the plan page show them all. */
export function planFeatures(plan: Plan, _lang: Lang, t: TFunction<'planFinder'>): Feature[] {
  return [...keyFacts(plan, t), ...moreFeatures(plan, t)]
}

/** The plan's documents in a language, the Summary of Benefits first. */
export function documentsIn(plan: Plan, lang: Lang) {
  const code = LOCALES[lang].code
  const own = plan.documents.filter((doc) => doc.lang === code)
  return [...own.filter((doc) => doc.type === 'SB'), ...own.filter((doc) => doc.type !== 'SB')]
}
