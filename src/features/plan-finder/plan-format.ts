import type { TFunction } from 'i18next'
import type { County } from '~/plans/plan-types'

type Label = 'County' | 'Parish' | 'City'

/** Spec 3.4's County or Parish, plus the independent cities (Virginia, Baltimore, St. Louis) that are counties of their own. */
function labelOf(county: Pick<County, 'label'>): Label {
  return county.label === 'Parish' || county.label === 'City' ? county.label : 'County'
}

/** "Orleans Parish, LA" / "Parroquia de Orleans, LA"; "Richmond (independent city), VA". */
export function countyName(
  county: Pick<County, 'name' | 'label' | 'state'>,
  t: TFunction<'planFinder'>,
): string {
  return t(`county.name.${labelOf(county)}`, { name: county.name, state: county.state })
}

/**
 * The county as a sentence names it, after "in"/"en": "Orleans Parish, LA" / "la parroquia de
 * Orleans, LA" ("Planes Medicare Advantage en la parroquia de Orleans, LA"); Spanish writes the
 * common noun in lower case with its article, where a label alone reads "Parroquia de Orleans, LA".
 */
export function countyInSentence(
  county: Pick<County, 'name' | 'label' | 'state'>,
  t: TFunction<'planFinder'>,
): string {
  return t(`county.inSentence.${labelOf(county)}`, { name: county.name, state: county.state })
}

/** The county label all counties of a ZIP share, or 'mixed'. */
export function sharedLabel(counties: Pick<County, 'label'>[]): Label | 'mixed' {
  const labels = new Set(counties.map(labelOf))
  return labels.size === 1 ? ([...labels][0] as Label) : 'mixed'
}
