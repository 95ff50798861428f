/**
 * Units a fill holds when the person has not said (Lantus once defaulted to "30"). The
 * formulary names each dose by its form ("tablet 10 mg", "pen injector 100 units/mL"); it holds no
 * package sizes, so the form decides:
 * - forms taken one by one (tablets, capsules, films, troches, suppositories, packets): one a day,
 *   30 for a 30-day fill, 90 for a 90-day fill;
 * - everything sold by the package (a box of insulin pens or cartridges, a vial, syringes, an
 *   inhaler, a tube, a bottle, drops, patches): 1 package, whatever the days.
 */
const ONE_BY_ONE =
  /^(?:(?:ER|DR|chewable|orally disintegrating|sublingual|micronized) )*(tablet|capsule|sprinkle capsule|troche|buccal film|sublingual film|rectal suppository|vaginal suppository|packet|oral powder packet)\b/i
const PACKAGED = /\b(for suspension|dose pack|inhalation capsule)\b/i

export function defaultQuantity(dose: string, days: 30 | 90 = 30): number {
  const form = dose.trim()
  if (form === '') return days
  return ONE_BY_ONE.test(form) && !PACKAGED.test(form) ? days : 1
}
