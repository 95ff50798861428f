import type { TFunction } from 'i18next'
import type { FormularyEntry, QuantityLimit } from '~/plans/formulary-types'

type T = TFunction<'formulary'>

function quantity(t: T, limit: QuantityLimit): string {
  const unit = t(`quantity.units.${limit.unit}${limit.amount === 1 ? 'One' : 'Other'}`)
  if (limit.kind === 'days')
    return t('quantity.days', { amount: limit.amount, unit, days: limit.days })
  return t(`quantity.${limit.kind}`, { amount: limit.amount, unit })
}

/** Every limit, flag and note of a formulary entry, each as one plain sentence (spec 3.5). */
export function coverageLines(t: T, entry: FormularyEntry): string[] {
  const lines: string[] = []
  const pa = entry.priorAuth
  if (pa) {
    if (pa.variant === 'supply') lines.push(t('priorAuth.supply', { days: pa.days }))
    else if (pa.variant === 'older_supply')
      lines.push(t('priorAuth.older_supply', { age: pa.age, days: pa.days }))
    else if (pa.variant === 'older') lines.push(t('priorAuth.older', { age: pa.age }))
    else if (pa.variant === 'younger') lines.push(t('priorAuth.younger', { age: pa.age }))
    else lines.push(t(`priorAuth.${pa.variant}`))
  }
  if (entry.stepTherapy) lines.push(t('stepTherapy'))
  if (entry.quantityLimit) lines.push(quantity(t, entry.quantityLimit))
  const { selectInsulin, ...flags } = entry.flags
  if (selectInsulin) lines.push(t('flags.selectInsulin', { copay: selectInsulin.copay }))
  for (const flag of Object.keys(flags) as Array<keyof typeof flags>) lines.push(t(`flags.${flag}`))
  for (const note of entry.drugNotes) lines.push(t(`notes.${note}`))
  return lines
}
