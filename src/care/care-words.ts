import type { TFunction } from 'i18next'
import { dollars } from './care-format'
import type { DrugFit } from './cost-model'
import { EXTRA_HELP_COPAY } from './part-d'
import type { PlanFit } from './plan-fit-types'

type T = TFunction<'care'>

/** A drug on a plan in a few words: covered or not, its tier, its usual monthly cost, its limits. */
export function drugWords(t: T, drug: DrugFit): string {
  if (!drug.covered)
    return [t('fit.notCovered'), t('fit.fullPrice', { amount: dollars(drug.monthlyCost) })].join(
      ' · ',
    )
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
export const networkRule = (t: T, fit: Pick<PlanFit, 'coversOutOfNetwork'>) =>
  fit.coversOutOfNetwork ? t('fit.rulePpo') : t('fit.ruleHmo')

type EstimateFit = Pick<
  PlanFit,
  'estimatedAnnualCost' | 'annualPremium' | 'annualDrugCost' | 'annualGiveback'
>

/**
 * The yearly estimate in words: the total ("$696 back a year" when the giveback is worth more than
 * the costs), its parts with the Part B giveback as money back, and one sentence for screen readers.
 */
export function estimateWords(t: T, fit: EstimateFit) {
  const premium = dollars(fit.annualPremium)
  const drugs = dollars(fit.annualDrugCost)
  const giveback = dollars(fit.annualGiveback)
  const total = dollars(Math.abs(fit.estimatedAnnualCost))
  const back = fit.estimatedAnnualCost < 0
  const withGiveback = fit.annualGiveback > 0
  return {
    total: back ? t('fit.estimateBack', { total }) : t('fit.estimateValue', { total }),
    amount: back ? t('fit.amountBack', { total }) : total,
    parts: withGiveback
      ? t('fit.estimatePartsGiveback', { premium, drugs, giveback })
      : t('fit.estimateParts', { premium, drugs }),
    meaning: withGiveback
      ? t('fit.estimateMeaningGiveback', {
          total: back ? t('fit.amountBack', { total }) : total,
          premium,
          drugs,
          giveback,
        })
      : t('fit.estimateMeaning', { total, premium, drugs }),
  }
}

/**
 * The Extra Help sentence: on a D-SNP, because every member has it; elsewhere, because the person
 * said so. Both give the year's copays CMS publishes (part-d.ts).
 */
export const extraHelpWords = (t: T, year: number, planType: string) => {
  const copay = EXTRA_HELP_COPAY[year as keyof typeof EXTRA_HELP_COPAY] ?? EXTRA_HELP_COPAY[2026]
  const values = { generic: dollars(copay.generic), brand: dollars(copay.brand) }
  return planType === 'D-SNP' ? t('fit.extraHelp', values) : t('fit.extraHelpAnswer', values)
}
