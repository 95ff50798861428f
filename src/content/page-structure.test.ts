import { describe, expect, it } from 'vitest'
import { pageStructureProblems } from './page-structure'

const hero = (title = 'Dental benefits') => ({ slice_type: 'hero', primary: { title } })
const text = (type = 'paragraph') => ({
  slice_type: 'rich_text',
  primary: { content: [{ type, text: 'Words', spans: [] }] },
})

describe('page structure', () => {
  it('accepts a page that starts with a titled Hero and has no other h1', () => {
    expect(pageStructureProblems([hero(), text(), text('heading2')])).toEqual([])
  })

  it('finds a Hero moved down, a missing h1 and a second h1', () => {
    expect(pageStructureProblems([text(), hero()])).toEqual(['firstNotHero'])
    expect(pageStructureProblems([hero(''), text()])).toEqual(['noH1'])
    expect(pageStructureProblems([])).toEqual(['firstNotHero', 'noH1'])
    expect(pageStructureProblems([hero(), text('heading1')])).toEqual(['severalH1'])
    expect(pageStructureProblems([hero(), hero('Again')])).toEqual(['severalH1'])
  })
})
