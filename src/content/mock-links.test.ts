import { describe, expect, it } from 'vitest'
import { apiSliceFromMock, readSliceLibrary } from '../../tests/support/slice-fixtures'
import { linksIn } from '../../tests/support/content-validator'

const library = readSliceLibrary()
const slice = (folder: string) => library.find((candidate) => candidate.folder === folder)!

describe('slice mocks', () => {
  it('link the site’s pages by Document links that reach the page they name', () => {
    const hero = apiSliceFromMock(slice('Hero'), 'default') as unknown as { primary: Record<string, { link_type: string; url?: string; uid?: string }> }
    expect(hero.primary.primary_link).toMatchObject({ link_type: 'Document', uid: 'find-a-plan', url: '/find-a-plan/' })
  })

  it('have no Web link to one of the site’s pages, and every Document link resolves', () => {
    const problems = library.flatMap((entry) =>
      entry.mocks.flatMap((mock) => {
        const api = apiSliceFromMock(entry, mock.variation)
        const doc = { id: '', uid: null, type: 'mock', lang: 'en-us', alternate_languages: [], file: `slices/${entry.folder}`, data: { slice: api } }
        return linksIn(doc).flatMap(({ where, link }) => {
          if (link.link_type === 'Web' && typeof link.url === 'string' && link.url.startsWith('/') && !link.url.startsWith('/documents/plans/')) {
            return [`${entry.folder}/${mock.variation} ${where}: Web link to ${link.url}`]
          }
          if (link.link_type === 'Document' && !(typeof link.url === 'string' && link.url.startsWith('/'))) return [`${entry.folder}/${mock.variation} ${where}: Document link ${String(link.id)} does not resolve`]
          return []
        })
      }),
    )
    expect(problems).toEqual([])
  })
})
