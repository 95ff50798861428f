import type { TFunction } from 'i18next'
import { dollars } from './care-format'
import type { DrugFit } from './cost-model'
import type { PlanFit } from './plan-fit-types'

type T = TFunction<'care'>

/** A drug on a plan in a few words: covered or not, its tier, its usual monthly cost, its limits. */
export function drugWords(t: T, drug: DrugFit): string {
  if (!drug.covered) return [t('fit.notCovered'), t('fit.fullPrice', { amount: dollars(drug.monthlyCost) })].join(' · ')
  const parts = [t('fit.covered')]
  if (drug.tier !== null) parts.push(t('fit.tier', { tier: drug.tier }))
  parts.push(t('fit.perMonth', { amount: dollars(drug.monthlyCost) }))
  const limits = [
    drug.priorAuthorization && t('fit.priorAuthorization'),
    drug.stepTherapy && t('fit.stepTherapy'),
    drug.quantityLimit && t('fit.quantityLimit'),
  ].filter((limit): limit is string => Boolean(limit))
  if (limits.length) parts.push(t('fit.limits', { limits: limits.join(', ') }))
  return parts.join(' · ')
}

/** The one-line network rule of the plan's type. */
export const networkRule = (t: T, fit: Pick<PlanFit, 'coversOutOfNetwork'>) => (fit.coversOutOfNetwork ? t('fit.rulePpo') : t('fit.ruleHmo'))
