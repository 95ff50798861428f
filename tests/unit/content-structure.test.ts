import { describe, expect, it } from 'vitest'
import { pageStructureProblems } from '../../src/content/page-structure'
import { readJsonTree, type ContentDoc } from '../support/content-validator'
import { STRUCTURE_IN_WORDS } from '../support/content-problems'

/**
 * Page structure stays sound whatever editors do: every published page, article and
 * landing page starts with a Hero and has exactly one h1. County and plan documents are not
 * checked here: their route renders the h1 (plan-documents-coverage.test.ts keeps h1s out of them).
 * Templates (uid starting with `_`) are never published as pages.
 */
const TYPES = new Set(['page', 'article', 'marketing_landing_page'])
const docs = readJsonTree<ContentDoc>('content').filter(
  (doc) => !doc.file.includes('_drafts') && TYPES.has(doc.type) && !doc.uid?.startsWith('_'),
)

describe('published pages', () => {
  it('are all checked', () => {
    expect(docs.length).toBeGreaterThan(400)
  })

  it('start with a Hero and have exactly one h1', () => {
    const problems = docs.flatMap((doc) => {
      const found = pageStructureProblems(
        doc.data.slices as Array<{ slice_type: string }> | undefined,
      )
      return found.map((problem) => `${doc.file}: ${STRUCTURE_IN_WORDS[problem]}`)
    })
    expect(problems).toEqual([])
  })
})
