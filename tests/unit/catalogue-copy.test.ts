import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module, also run by hand to list words per page (no type declarations)
import { jaccard, median, ownWords, readPages, shingles } from '../support/document-copy.mjs'
import { CATALOGUE, CATALOGUE_C } from '../fixtures/catalogue-slugs'

/**
 * The copy floor (not a target): per language, the median catalogue page carries at
 * least 300 words of its own, none fewer than 120, and no two pages are the same text with names
 * swapped (5-word shingles, Jaccard similarity below 0.5). Text repeated verbatim on three or more
 * pages of the language (a shared disclaimer, the multi-language insert) is not a page's own.
 */
type Doc = { lang: string; data: { path?: unknown } }
const all = readPages() as Doc[]
const measured = CATALOGUE.filter((page) => page.copy !== false)

describe.each([
  ['en-us', (page: (typeof CATALOGUE)[number]) => page.en],
  ['es-mx', (page: (typeof CATALOGUE)[number]) => page.es],
] as const)('catalogue copy in %s', (lang, pathOf) => {
  const docs = measured.flatMap((page) => {
    const path = pathOf(page)
    const doc = path
      ? all.find((candidate) => candidate.lang === lang && candidate.data.path === path)
      : undefined
    return doc ? [{ path: path!, doc }] : []
  })
  // Shared text counts across every page of the language: the multi-language insert, on the
  // notice and on each page that must carry it, is no page's own.
  const own: Map<Doc, string[]> = ownWords(
    docs.map(({ doc }) => doc),
    3,
    all.filter((doc) => doc.lang === lang),
  )
  const counts = docs.map(({ path, doc }) => ({ path, words: own.get(doc)!.length }))

  it('measures every page of the catalogue', () => {
    expect(docs.length).toBe(measured.filter((page) => pathOf(page)).length)
  })

  it('has a median page of at least 300 words of its own', () => {
    expect(median(counts.map((count) => count.words))).toBeGreaterThanOrEqual(300)
  })

  it('has no page under 120 words of its own', () => {
    expect(counts.filter((count) => count.words < 120)).toEqual([])
  })

  it('has no two pages that are nearly the same text', () => {
    const sets = docs.map(({ path, doc }) => ({
      path,
      set: shingles(own.get(doc)!) as Set<string>,
    }))
    const pairs: string[] = []
    for (let i = 0; i < sets.length; i += 1) {
      for (let j = i + 1; j < sets.length; j += 1) {
        const similarity = jaccard(sets[i]!.set, sets[j]!.set) as number
        if (similarity >= 0.5)
          pairs.push(`${sets[i]!.path} ~ ${sets[j]!.path}: ${similarity.toFixed(2)}`)
      }
    }
    expect(pairs).toEqual([])
  })
})

/**
 * Part 2 is held to the same floor on its own: the catalogue-wide median must not hide
 * short broker, provider or newsroom pages behind part 1's longer ones. Each group's median is at
 * least 300 words of its own (measured against the whole catalogue, so text shared with any three
 * pages, such as a state template, does not count).
 */
describe('catalogue part 2 (English only)', () => {
  const english = all.filter((doc) => doc.lang === 'en-us')
  const docs = measured.flatMap((page) => {
    const doc = english.find((candidate) => candidate.data.path === page.en)
    return doc ? [{ page, doc }] : []
  })
  // Shared text counts across every page of the language: the multi-language insert, on the
  // notice and on each page that must carry it, is no page's own.
  const own: Map<Doc, string[]> = ownWords(
    docs.map(({ doc }) => doc),
    3,
    english,
  )
  const groups = [...new Set(CATALOGUE_C.map((page) => page.group))]

  it.each(groups)('%s: median page of at least 300 words of its own', (group) => {
    const counts = docs
      .filter(({ page }) => page.group === group && page.copy !== false)
      .map(({ doc }) => own.get(doc)!.length)
    expect(counts.length).toBe(
      CATALOGUE_C.filter((page) => page.group === group && page.copy !== false).length,
    )
    expect(median(counts)).toBeGreaterThanOrEqual(300)
  })
})

describe('the copy measures', () => {
  it('tell a rewritten page from a copy with names swapped', () => {
    const text =
      'Members can call Member Services to ask for a dental card replacement at no cost any time of year'.split(
        ' ',
      )
    const swapped = text.map((word) => (word === 'dental' ? 'vision' : word))
    expect(jaccard(shingles(text), shingles(swapped))).toBeGreaterThan(0.3)
    expect(
      jaccard(
        shingles(text),
        shingles(
          'Completely different words describe another topic here with care and detail for readers'.split(
            ' ',
          ),
        ),
      ),
    ).toBe(0)
  })
})
