import { describe, expect, it } from 'vitest'
import { LIST_KINDS, listContent } from './list-documents.server'

describe('the yearly plan-document lists', () => {
  it('are the same list in both languages, each titled with its year', () => {
    for (const kind of LIST_KINDS) {
      const en = listContent(kind, 2026, 'en')
      const es = listContent(kind, 2026, 'es')
      expect(en.title).toContain('2026')
      expect(es.title).toContain('2026')
      expect(es.title).not.toBe(en.title)
      expect(es.sections.map((section) => section.rows.length)).toEqual(
        en.sections.map((section) => section.rows.length),
      )
    }
  })

  it('name products and vaccines as that year had them', () => {
    const rows = (kind: (typeof LIST_KINDS)[number], year: number, lang: 'en' | 'es') =>
      listContent(kind, year, lang).sections.flatMap((section) =>
        section.rows.map(([item]) => item),
      )
    expect(rows('diabetes-supplies-list', 2026, 'en').join()).toContain(
      'Dexcom G7, FreeStyle Libre 3',
    )
    expect(rows('diabetes-supplies-list', 2022, 'en').join()).toContain(
      'Dexcom G6, FreeStyle Libre 2',
    )
    expect(rows('diabetes-supplies-list', 2022, 'en').join()).not.toContain('Dexcom G7')
    expect(rows('referral-list', 2026, 'es').join()).toContain('la gripe, el COVID-19, la neumonía')
    expect(rows('referral-list', 2020, 'es').join()).toContain('la gripe, la neumonía')
    expect(rows('referral-list', 2020, 'en').join()).not.toContain('COVID-19')
  })
})
