import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

// Content of the yearly plan-document lists (prior authorization, referrals, DME, diabetes
// supplies), in the locale files (planDocumentLists.json): document content, what the PDFs say.
type Rows = Array<[string, string]>
type ListContent = {
  title: string
  intro: string
  sections: Array<{ heading: string; rows: Rows }>
}
type StoredList = {
  title: string
  intro: string
  sections: Array<{ heading: string; rows: Array<{ item: string; rule: string }> }>
}
type OlderName = { before: string; now: string; then: string }

export type ListKind =
  'prior-authorization-list' | 'referral-list' | 'dme-list' | 'diabetes-supplies-list'
export const LIST_KINDS: ListKind[] = [
  'prior-authorization-list',
  'referral-list',
  'dme-list',
  'diabetes-supplies-list',
]

const KEY = {
  'prior-authorization-list': 'priorAuthorization',
  'referral-list': 'referrals',
  'dme-list': 'dme',
  'diabetes-supplies-list': 'diabetesSupplies',
} as const satisfies Record<ListKind, string>

/**
 * A year's list in a language. Rows name products and vaccines as that year's list had them: a
 * name in `olderNames` reads as it did before the year it changed.
 */
export function listContent(kind: ListKind, year: number, lang: Lang): ListContent {
  const t = i18nFor(lang).getFixedT(lang, 'planDocumentLists')
  const list: StoredList = t(KEY[kind], { returnObjects: true, year })
  const older = (t('olderNames', { returnObjects: true }) as OlderName[]).filter(
    (name) => year < Number(name.before),
  )
  const asOfYear = (text: string) =>
    older.reduce((named, { now, then }) => named.replace(now, then), text)
  return {
    title: list.title,
    intro: list.intro,
    sections: list.sections.map(({ heading, rows }) => ({
      heading,
      rows: rows.map(({ item, rule }): [string, string] => [asOfYear(item), rule]),
    })),
  }
}
