import { afterEach, describe, expect, it, vi } from 'vitest'
import * as prismic from '@prismicio/client'
import { fixtureRepository } from '../../tests/support/content-repository'
import { findByUID, findPage, pagePathMap } from './documents.server'
import { PREVIEW_REF } from './embedded/store.server'

const { client } = fixtureRepository()
const source = async (ref?: string) => {
  const c = client(ref)
  return {
    client: c,
    map: await pagePathMap(c, `test-${ref ?? 'master'}`),
    preview: Boolean(ref),
    problems: [],
  }
}

describe('content documents for routes', () => {
  afterEach(() => vi.restoreAllMocks())

  it('finds a nested page by its full path and puts site paths on its links', async () => {
    const found = await findPage(await source(), 'en', 'prescription-drugs/cost-compare/')
    expect(found?.doc).toMatchObject({
      uid: 'cost-compare',
      url: '/prescription-drugs/cost-compare/',
    })
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
    expect((await findByUID(await source(), 'article', 'nuevo-en-medicare', 'es'))?.twin).toBe(
      '/resources/new-to-medicare/',
    )
  })

  it('serves a page missing from the path map at its uid, with the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await findPage(await source(), 'en', 'welcome'))?.doc.uid).toBe('welcome')
    expect(warn).toHaveBeenCalledWith('Could not locate page in path map', {
      uid: 'welcome',
      lang: 'en-us',
    })
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

describe('the page path map', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is built once per published content version, and at most every few seconds for a preview', async () => {
    const c = client()
    const get = vi.spyOn(c, 'get')
    const first = await pagePathMap(c, 'published:test-1', Number.POSITIVE_INFINITY)
    const calls = get.mock.calls.length
    expect(calls).toBeGreaterThan(0)
    // Minutes later, the same version: the same map, no request.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000)
    expect(await pagePathMap(c, 'published:test-1', Number.POSITIVE_INFINITY)).toBe(first)
    expect(get.mock.calls.length).toBe(calls)
    // A new version (a publish, an edited file) builds a new one.
    const next = await pagePathMap(c, 'published:test-2', Number.POSITIVE_INFINITY)
    expect(next).not.toBe(first)
    expect(next).toEqual(first)
    expect(get.mock.calls.length).toBe(2 * calls)
    // A preview's map is rebuilt once its few seconds are over.
    const preview = await pagePathMap(c, 'test-preview-map')
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000 + 6000)
    expect(await pagePathMap(c, 'test-preview-map')).not.toBe(preview)
  })

  it('holds every page when the repository answers them in more than one result page', async () => {
    const c = client()
    const all = await c.dangerouslyGetAll({
      filters: [prismic.filter.at('document.type', 'page')],
      lang: '*',
    })
    const get = c.get.bind(c)
    expect(all.length).toBeGreaterThan(4)
    // Result pages of two documents each: the map asks for the first, then the rest at once.
    vi.spyOn(c, 'get').mockImplementation((params) => get({ ...params, pageSize: 2 }))
    const map = await pagePathMap(c, 'published:test-small-pages', Number.POSITIVE_INFINITY)
    expect(c.get).toHaveBeenCalledTimes(Math.ceil(all.length / 2))
    expect(map).toEqual(
      await pagePathMap(client(), 'published:test-whole', Number.POSITIVE_INFINITY),
    )
  })
})
