import type { DrugTiers, PharmacyCostShares } from './plan-types.ts'

/**
 * A plan's cost shares by pharmacy type and supply, from its standard retail 30-day cost shares
 * (the `initialCoverage` every page has shown). The rule of the plans' Summaries of Benefits:
 *
 * - standard retail (any network retail pharmacy): 30 days as `initialCoverage`; 90 days three
 *   times a copay;
 * - preferred retail: $5 less a copay for 30 days (never below $0), three times that for 90 days;
 * - mail order: 30 days as preferred retail; 90 days $0 for tiers 1 and 2, two months' copay for
 *   tiers 3 and 4.
 *
 * A coinsurance ("25%") is the same everywhere; tier 6 ($0 select care drugs) is $0 everywhere; a
 * D-SNP's Extra Help range ("$0-$12.65" a month) is the same at every pharmacy, three times for 90
 * days. Plain Node runs this file too (db/seed builds the catalogue with it), so it imports no value.
 */
type TierKey = keyof DrugTiers

const isRange = (text: string) => text.includes('-')
const copay = (text: string) => /^\$([\d,]+(?:\.\d+)?)$/.exec(text.trim())
const money = (amount: number) => {
  const rounded = Math.round(amount * 100) / 100
  const [whole = '', cents] = rounded.toFixed(Number.isInteger(rounded) ? 0 : 2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return cents === undefined ? `$${grouped}` : `$${grouped}.${cents}`
}
const amountOf = (match: RegExpExecArray) => Number(match[1]!.replace(/,/g, ''))
const times = (text: string, factor: number) =>
  text.replace(/\$([\d,]+(?:\.\d+)?)/g, (_, digits: string) =>
    money(Number(digits.replace(/,/g, '')) * factor),
  )

function mapTiers(tiers: DrugTiers, change: (text: string, tier: number) => string): DrugTiers {
  const entries = Object.entries(tiers) as Array<[TierKey, { retailCostshare: string }]>
  return Object.fromEntries(
    entries.map(([key, value]) => [
      key,
      { retailCostshare: change(value.retailCostshare, Number(key.slice(4))) },
    ]),
  ) as DrugTiers
}

/** Preferred retail, 30 days: a copay $5 lower (never below $0); a range or coinsurance unchanged. */
const preferred30 = (text: string) => {
  const match = copay(text)
  return match && !isRange(text) ? money(Math.max(0, amountOf(match) - 5)) : text
}

/** Mail order, 90 days, from the preferred 30-day share: $0 for tiers 1-2, two months for 3-4. */
const mail90 = (text: string, tier: number) => {
  if (!copay(text) || isRange(text)) return isRange(text) ? times(text, 3) : text
  if (tier <= 2) return '$0'
  return tier <= 4 ? times(text, 2) : times(text, 3)
}

export function pharmacyCostShares(standard30: DrugTiers): PharmacyCostShares {
  const preferred = mapTiers(standard30, preferred30)
  return {
    preferredRetail: { days30: preferred, days90: mapTiers(preferred, (text) => times(text, 3)) },
    standardRetail: { days30: standard30, days90: mapTiers(standard30, (text) => times(text, 3)) },
    mailOrder: { days30: preferred, days90: mapTiers(preferred, mail90) },
  }
}
