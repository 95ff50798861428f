import type { TFunction } from 'i18next'
import type { Lang } from '~/i18n/locales'
import type { FieldName } from './answers-shape'
import { isBlankDate, type DateParts } from './date-parts'

/** Which option list labels a field's value. */
const LISTS: Partial<Record<FieldName, string>> = {
  title: 'title',
  suffix: 'suffix',
  gender: 'gender',
  language: 'language',
  accessibleFormat: 'accessibleFormat',
  paymentMethod: 'paymentMethod',
  relationshipToPersonListed: 'relationship',
  individualRepRelationship: 'helperRelationship',
  medicaidLevel: 'medicaidLevel',
  ethnicity: 'ethnicity',
  race: 'race',
}

function formatDate(date: DateParts, lang: Lang, t: TFunction<'enrollment'>) {
  const month = t(`options.month.${date.month}` as never)
  return lang === 'es'
    ? `${date.day} de ${month} de ${date.year}`
    : `${month} ${date.day}, ${date.year}`
}

/** An answer as the review shows it, or null when there is nothing to show. */
export function displayValue(
  name: FieldName,
  value: unknown,
  lang: Lang,
  t: TFunction<'enrollment'>,
): string | null {
  if (typeof value === 'boolean') return value ? t('review.yes') : null
  if (Array.isArray(value)) {
    if (value.length === 0) return null
    return value.map((item) => t(`options.${LISTS[name]}.${item}` as never)).join(', ')
  }
  if (typeof value === 'object' && value !== null) {
    const date = value as DateParts
    return isBlankDate(date) ? null : formatDate(date, lang, t)
  }
  if (typeof value !== 'string' || value.trim() === '') return null
  const list = LISTS[name] ?? (value === 'yes' || value === 'no' ? 'yesNo' : undefined)
  return list ? t(`options.${list}.${value}` as never) : value
}
