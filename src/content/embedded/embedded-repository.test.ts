import * as prismic from '@prismicio/client'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ENDPOINT, fixtureRepository } from '../../../tests/support/content-repository'
import { PREVIEW_REF } from './store.server'

const { handler, client } = fixtureRepository()
const titleOf = (doc: prismic.PrismicDocument) => prismic.asText(doc.data.title)

describe('embedded content repository, driven by @prismicio/client', () => {
  it('serves refs, languages and types at /api/v2', async () => {
    const repository = await client().getRepository()
    expect(repository.refs).toEqual([expect.objectContaining({ id: 'master', isMasterRef: true })])
    expect(repository.languages.map((language) => [language.id, language.is_master])).toEqual([
      ['en-us', true],
      ['es-mx', false],
    ])
    expect(Object.keys(repository.types)).toEqual(['article', 'page', 'plan_location', 'settings'])
  })

  it('lists the preview ref only while a preview is active', async () => {
    const previewing = await handler(
      new Request(FIXTURE_ENDPOINT, {
        headers: { cookie: `${prismic.cookie.preview}=${PREVIEW_REF}` },
      }),
    )
    const refs = ((await previewing.json()) as prismic.Repository).refs.map((ref) => ref.ref)
    expect(refs).toContain(PREVIEW_REF)
  })

  it('gets a document by uid in a language, with its url from the route resolver', async () => {
    const english = await client().getByUID('article', 'new-to-medicare')
    expect(english).toMatchObject({ lang: 'en-us', url: '/resources/new-to-medicare/' })
    const spanish = await client().getByUID('article', 'nuevo-en-medicare', { lang: 'es-mx' })
    expect(spanish).toMatchObject({ lang: 'es-mx', url: '/es/recursos/nuevo-en-medicare/' })
    await expect(client().getByUID('article', 'nuevo-en-medicare')).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    )
    const county = await client().getByUID('plan_location', 'miami-dade', { lang: 'es-mx' })
    expect(county.url).toBe('/es/encontrar-un-plan/miami-dade-es/')
  })

  it('links twins through alternate_languages', async () => {
    const english = await client().getByUID('article', 'new-to-medicare')
    expect(english.alternate_languages).toEqual([
      { id: 'fx-article-new-es', uid: 'nuevo-en-medicare', type: 'article', lang: 'es-mx' },
    ])
    const twin = await client().getByID(english.alternate_languages[0]!.id, { lang: '*' })
    expect(titleOf(twin)).toBe('¿Nuevo en Medicare? Empiece aquí')
  })

  it('pages through every document of a type', async () => {
    const all = await client().getAllByType('article', { lang: '*', pageSize: 1 })
    expect(all.map((doc) => doc.uid).sort()).toEqual([
      'medicare-eligibility',
      'medicare-fraud',
      'new-to-medicare',
      'nuevo-en-medicare',
    ])
    const second = await client().getByType('article', { lang: '*', pageSize: 3, page: 2 })
    expect(second).toMatchObject({
      page: 2,
      results_per_page: 3,
      results_size: 1,
      total_results_size: 4,
      total_pages: 2,
      next_page: null,
    })
    expect(second.prev_page).toContain('page=1')
  })

  it('answers lang=* with both languages and defaults to the master language', async () => {
    const both = await client().getAllByType('page', { lang: '*' })
    expect(new Set(both.map((doc) => doc.lang))).toEqual(new Set(['en-us', 'es-mx']))
    const master = await client().getAllByType('page')
    expect(master.every((doc) => doc.lang === 'en-us')).toBe(true)
  })

  it('filters with at, not, any, in, fulltext, has and missing', async () => {
    const uids = async (...filters: string[]) =>
      (await client().dangerouslyGetAll({ filters, lang: '*' })).map((doc) => doc.uid).sort()
    const articles = prismic.filter.at('document.type', 'article')
    expect(
      await uids(articles, prismic.filter.at('document.tags', ['basics', 'eligibility'])),
    ).toEqual(['medicare-eligibility'])
    expect(await uids(articles, prismic.filter.not('document.tags', 'basics'))).toEqual([
      'medicare-fraud',
    ])
    expect(await uids(prismic.filter.any('document.tags', ['safety', 'drugs']))).toEqual([
      'cost-compare',
      'medicare-fraud',
    ])
    expect(
      await uids(prismic.filter.in('document.id', ['fx-article-1', 'fx-page-welcome'])),
    ).toEqual(['medicare-eligibility', 'welcome'])
    expect(await uids(prismic.filter.in('my.article.uid', ['medicare-fraud', 'about-us']))).toEqual(
      ['medicare-fraud'],
    )
    expect(
      await uids(prismic.filter.at('my.page.path', 'prescription-drugs/cost-compare')),
    ).toEqual(['cost-compare'])
    expect(await uids(prismic.filter.fulltext('document', 'SPOT fraud'))).toEqual([
      'medicare-fraud',
    ])
    expect(await uids(prismic.filter.fulltext('my.article.title', 'eligible'))).toEqual([
      'medicare-eligibility',
    ])
    expect(await uids(prismic.filter.has('my.page.path'))).toEqual([
      'about-us',
      'cost-compare',
      'sobre-nosotros',
    ])
    expect(await uids(prismic.filter.missing('my.page.path'))).toEqual(['_page', 'welcome'])
  })

  it('orders results by a field, ascending or descending', async () => {
    const order = async (direction: 'asc' | 'desc') =>
      (
        await client().getAllByType('article', {
          orderings: [{ field: 'my.article.published_on', direction }],
        })
      ).map((doc) => doc.uid)
    expect(await order('desc')).toEqual([
      'new-to-medicare',
      'medicare-eligibility',
      'medicare-fraud',
    ])
    expect(await order('asc')).toEqual([
      'medicare-fraud',
      'medicare-eligibility',
      'new-to-medicare',
    ])
  })

  it('completes content-relationship links with type, uid and url', async () => {
    const page = await client().getByUID('page', 'cost-compare')
    expect((page.data as Record<string, unknown>).related).toMatchObject({
      type: 'page',
      uid: 'about-us',
      lang: 'en-us',
      url: '/about-us/',
      isBroken: false,
    })
  })

  it('serves drafts only under the preview ref', async () => {
    expect(titleOf(await client().getByUID('article', 'new-to-medicare'))).toBe(
      'New to Medicare? Start here',
    )
    expect(titleOf(await client(PREVIEW_REF).getByUID('article', 'new-to-medicare'))).toBe(
      'New to Medicare? Your first 90 days',
    )
    await expect(client().getByUID('page', 'spring-open-house')).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    )
    expect((await client(PREVIEW_REF).getByUID('page', 'spring-open-house')).id).toBe(
      'fx-page-draft-only',
    )
  })

  it('resolves a preview URL from a token and a document id', async () => {
    const url = await client().resolvePreviewURL({
      previewToken: PREVIEW_REF,
      documentID: 'fx-article-0',
      defaultURL: '/',
    })
    expect(url).toBe('/resources/new-to-medicare/')
  })

  it('falls back to the master ref when a stored ref is unknown, as Prismic does', async () => {
    const doc = await client('stale-ref').getByUID('article', 'medicare-fraud')
    expect(doc.uid).toBe('medicare-fraud')
  })
})

describe('embedded content repository, bad requests', () => {
  const master = async () => (await client().getMasterRef()).ref
  const search = async (query: string) =>
    handler(new Request(`${FIXTURE_ENDPOINT}/documents/search?ref=${await master()}&${query}`))

  it.each([
    ['q=[[at(document.type "page")]]', 'expected'],
    ['q=[[near(document.type, "page")]]', 'Unsupported predicate'],
    ['q=[[at(my.page, "x")]]', 'Unknown path'],
    ['q=[[in(my.page.path, ["x"])]]', 'in() works on'],
    ['pageSize=500', 'pageSize'],
    ['page=0', 'page'],
    ['lang=english!', 'lang'],
    ['orderings=my.article.date', 'square brackets'],
    ['orderings=[page.title]', 'Unknown path'],
    ['routes=[{"type":"page"}]', 'Invalid routes'],
  ])('%s is a 400 with a Prismic-style message', async (query, message) => {
    const response = await search(encodeURI(query).replace(/#/g, '%23'))
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      type: string
      message: string
      error: { code: string }
    }
    expect(body.type).toBe('parsing-error')
    expect(body.message).toContain(message)
    expect(body.error.code).toBe('parsing-error')
  })

  it('a missing ref is a 400 and an unknown ref a 404 naming the master ref', async () => {
    expect((await handler(new Request(`${FIXTURE_ENDPOINT}/documents/search`))).status).toBe(400)
    const unknown = await handler(new Request(`${FIXTURE_ENDPOINT}/documents/search?ref=nope`))
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message: string }).message).toContain(
      `Master ref is: ${await master()}`,
    )
  })

  it('the client surfaces a bad filter as a ParsingError', async () => {
    await expect(
      client().get({ filters: ['[bogus(document.type, "page")]'] }),
    ).rejects.toBeInstanceOf(prismic.ParsingError)
  })
})
