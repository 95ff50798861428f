import type { TFunction } from 'i18next'

type TierKey = '1' | '2' | '3' | '4' | '5' | '6'

/** "Tier 3: Preferred brand" (spec 9.3 tiers 1-6). */
export function tierLabel(t: TFunction<'formulary'>, tier: number): string {
  return t('drug.tier', { tier, name: t(`tiers.${String(tier) as TierKey}`) })
}
