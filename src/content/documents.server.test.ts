import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureRepository } from '../../tests/support/content-repository'
import { findByUID, findPage, pagePathMap } from './documents.server'
import { PREVIEW_REF } from './embedded/store.server'

const { client } = fixtureRepository()
const source = async (ref?: string) => {
  const c = client(ref)
  return { client: c, map: await pagePathMap(c, `test-${ref ?? 'master'}`), preview: Boolean(ref) }
}

describe('content documents for routes', () => {
  afterEach(() => vi.restoreAllMocks())

  it('finds a nested page by its full path and puts site paths on its links', async () => {
    const found = await findPage(await source(), 'en', 'prescription-drugs/cost-compare/')
    expect(found?.doc).toMatchObject({ uid: 'cost-compare', url: '/prescription-drugs/cost-compare/' })
    expect(found?.doc.data.related.url).toBe('/about-us/')
    expect(found?.twin).toBeNull()
  })

  it('answers a page only at its own path', async () => {
    expect(await findPage(await source(), 'en', 'cost-compare')).toBeNull()
    expect(await findPage(await source(), 'en', 'sobre-nosotros')).toBeNull()
    expect(await findPage(await source(), 'en', 'no-such-page')).toBeNull()
  })

  it('gives the twin path from alternate_languages', async () => {
    expect((await findPage(await source(), 'en', 'about-us'))?.twin).toBe('/es/sobre-nosotros/')
    expect((await findPage(await source(), 'es', 'sobre-nosotros'))?.twin).toBe('/about-us/')
    expect((await findByUID(await source(), 'article', 'nuevo-en-medicare', 'es'))?.twin).toBe('/resources/new-to-medicare/')
  })

  it('serves a page missing from the path map at its uid, with the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await findPage(await source(), 'en', 'welcome'))?.doc.uid).toBe('welcome')
    expect(warn).toHaveBeenCalledWith('Could not locate page in path map', { uid: 'welcome', lang: 'en-us' })
  })

  it('never serves a null-path (reference) document', async () => {
    expect(await findPage(await source(), 'en', '_page')).toBeNull()
  })

  it('serves draft-only pages under the preview ref only', async () => {
    expect(await findPage(await source(), 'en', 'events/spring-open-house')).toBeNull()
    const draft = await findPage(await source(PREVIEW_REF), 'en', 'events/spring-open-house')
    expect(draft).toMatchObject({ preview: true, doc: { id: 'fx-page-draft-only' } })
  })
})
