import { existsSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiSliceFromMock, readSliceLibrary } from '../../tests/support/slice-fixtures'
import { linksIn, webTarget, type FoundLink } from '../../tests/support/content-validator'

const library = readSliceLibrary()
const slice = (folder: string) => library.find((candidate) => candidate.folder === folder)!

/** What is wrong with one link of a mock: a Web link to our site, an unresolved Document link, a Media link off the library. */
function linkProblem({ link }: FoundLink): string | null {
  if (
    link.link_type === 'Web' &&
    typeof link.url === 'string' &&
    webTarget(link.url).kind !== 'external'
  )
    return `Web link to our site ${link.url}`
  if (link.link_type === 'Document' && !(typeof link.url === 'string' && link.url.startsWith('/')))
    return `Document link ${String(link.id)} does not resolve`
  if (link.link_type === 'Media') {
    const file =
      typeof link.url === 'string' ? /^\/_prismic\/media\/(.+)$/.exec(link.url)?.[1] : undefined
    const path = `content/_media/${decodeURIComponent(file ?? '')}`
    if (!file || !existsSync(path))
      return `Media link ${String(link.url)} is not in the media library`
    const { size } = link as { size?: unknown }
    if (size !== String(statSync(path).size))
      return `Media link ${link.url} says size ${String(size)}, the file has ${statSync(path).size} bytes`
  }
  return null
}

describe('slice mocks', () => {
  it('link the site’s pages by Document links that reach the page they name', () => {
    const hero = apiSliceFromMock(slice('Hero'), 'default') as unknown as {
      primary: Record<string, { link_type: string; url?: string; uid?: string }>
    }
    expect(hero.primary.primary_link).toMatchObject({
      link_type: 'Document',
      uid: 'find-a-plan',
      url: '/find-a-plan/',
    })
  })

  it('have no Web link to our site, every Document link resolves and every Media link is a file of the library', () => {
    const problems = library.flatMap((entry) =>
      entry.mocks.flatMap((mock) => {
        const api = apiSliceFromMock(entry, mock.variation)
        const doc = {
          id: '',
          uid: null,
          type: 'mock',
          lang: 'en-us',
          alternate_languages: [],
          file: `slices/${entry.folder}`,
          data: { slice: api },
        }
        return linksIn(doc).flatMap((found) => {
          const problem = linkProblem(found)
          return problem ? [`${entry.folder}/${mock.variation} ${found.where}: ${problem}`] : []
        })
      }),
    )
    expect(problems).toEqual([])
  })

  it('tell our files and pages from other sites', () => {
    const at = (link: Record<string, unknown>) =>
      linkProblem({ link, where: '', doc: {} } as unknown as FoundLink)
    expect(
      at({
        link_type: 'Web',
        url: '/documents/plans/2026/ceiba-core-hmo-miami-2026/summary-of-benefits-en.pdf',
      }),
    ).toMatch(/Web link to our site/)
    expect(at({ link_type: 'Web', url: 'https://www.ceibahealth.example/find-a-plan/' })).toMatch(
      /Web link to our site/,
    )
    expect(at({ link_type: 'Web', url: 'https://www.youtube.com/watch?v=Ceiba2026MA' })).toBeNull()
    expect(
      at({ link_type: 'Media', url: '/_prismic/media/AAAAAAAAAAAAAAAA_gone.pdf', size: '1' }),
    ).toMatch(/not in the media library/)
  })
})
