import { describe, expect, it } from 'vitest'
import { readJsonTree, type ContentDoc } from '../support/content-validator'
import { CATALOGUE } from '../fixtures/catalogue-slugs'

/**
 * Every page of the content catalogue (spec 2.6) is a published page document at its
 * English path, with its Spanish twin at its own Spanish path, linked both ways.
 */
const pages = readJsonTree<ContentDoc>('content/page') as Array<
  ContentDoc & { data: { path?: unknown; slices?: unknown[] } }
>
const at = (lang: string, path: string) =>
  pages.find((doc) => doc.lang === lang && doc.data.path === path)

describe('the content catalogue', () => {
  it('lists each path once', () => {
    const en = CATALOGUE.map((page) => page.en)
    const es = CATALOGUE.flatMap((page) => (page.es ? [page.es] : []))
    expect(new Set(en).size).toBe(en.length)
    expect(new Set(es).size).toBe(es.length)
  })

  it.each(CATALOGUE.map((page) => [page.en, page] as const))(
    '%s is published in English with slices',
    (_path, page) => {
      const doc = at('en-us', page.en)
      expect(doc, `no en-us page document with path ${page.en}`).toBeDefined()
      expect(doc?.data.slices?.length ?? 0).toBeGreaterThan(0)
    },
  )

  it.each(CATALOGUE.filter((page) => page.es).map((page) => [page.en, page] as const))(
    '%s has its Spanish twin at its own Spanish path',
    (_path, page) => {
      const en = at('en-us', page.en)
      const es = at('es-mx', page.es!)
      expect(es, `no es-mx page document with path ${page.es}`).toBeDefined()
      expect(page.es).not.toBe(page.en)
      expect(en?.alternate_languages.map((alt) => alt.id)).toContain(es?.id)
      expect(es?.alternate_languages.map((alt) => alt.id)).toContain(en?.id)
      expect(es?.data.slices?.length ?? 0).toBeGreaterThan(0)
    },
  )

  it('puts the Spanish plan documents under documentos-plan/ (spec 2.6)', () => {
    const misplaced = CATALOGUE.filter(
      (page) =>
        page.en.startsWith('plan-documents') &&
        !page.es?.startsWith('documentos-plan/') &&
        page.es !== 'documentos-plan',
    )
    expect(misplaced).toEqual([])
  })
})
