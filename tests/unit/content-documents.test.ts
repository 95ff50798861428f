import { describe, expect, it } from 'vitest'
import customtypes from '@prismicio/types-internal/lib/customtypes/index.js'
import {
  checkDocument,
  readJsonTree,
  type ContentDoc,
  type CustomTypeModel,
  type SliceModel,
} from '../support/content-validator'
import { readSliceLibrary } from '../support/slice-fixtures'
import { buildPagePathMap, documentPath } from '../../src/content/routes'
import { CATALOGUE } from '../fixtures/catalogue-slugs'

const types = new Map(readJsonTree<CustomTypeModel>('customtypes').map((t) => [t.id, t]))
const slices = new Map(
  readSliceLibrary().map((s) => [s.model.id, s.model as unknown as SliceModel]),
)
const published = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))
const drafts = readJsonTree<ContentDoc>('content/_drafts')

/** Pages that exist in English only (spec 2.5: providers, brokers, developers, newsroom, compliance). */
const ENGLISH_ONLY = new Set(['providers', 'brokers', 'developers', 'newsroom', 'compliance'])
/** And the catalogue pages spec 2.6 keeps in English only (the brokers' and providers' pages): `es: null` in the catalogue fixture, by path. */
const ENGLISH_ONLY_PATHS = new Set(
  CATALOGUE.filter((page) => page.es === null).map((page) => page.en),
)

describe('content models', () => {
  it.each([...types.values()].map((t) => [t.id, t] as const))(
    'custom type %s is a valid Prismic model',
    (_id, model) => {
      const { file: _file, ...json } = model as CustomTypeModel & { file: string }
      expect(customtypes.CustomType.decode(json)._tag).toBe('Right')
    },
  )

  it.each(readSliceLibrary().map((s) => [s.model.id, s] as const))(
    'slice %s is a valid shared slice model',
    (_id, slice) => {
      expect(customtypes.SharedSlice.decode(slice.model)._tag).toBe('Right')
    },
  )

  it('every page type has a uid, a slice zone listing the whole library and an SEO tab', () => {
    for (const id of ['page', 'article', 'plan_location', 'plan', 'marketing_landing_page']) {
      const model = types.get(id)
      expect(model?.json.Main?.uid?.type, id).toBe('UID')
      expect(Object.keys(model?.json.Main?.slices?.config?.choices ?? {}).sort(), id).toEqual(
        [...slices.keys()].sort(),
      )
      expect(Object.keys(model?.json['SEO & Metadata'] ?? {}), id).toEqual([
        'meta_title',
        'meta_description',
        'social_image',
      ])
    }
  })
})

describe('documents in content/', () => {
  it('holds the documents of every type in both languages', () => {
    for (const type of [
      'page',
      'article',
      'marketing_landing_page',
      'navigation',
      'footer',
      'settings',
    ]) {
      for (const lang of ['en-us', 'es-mx']) {
        expect(
          published.some((doc) => doc.type === type && doc.lang === lang),
          `${type} ${lang}`,
        ).toBe(true)
      }
    }
  })

  it.each([...published, ...drafts].map((doc) => [doc.file, doc] as const))(
    '%s validates against its model',
    (_file, doc) => {
      expect(checkDocument(doc, types, slices)).toEqual([])
    },
  )

  it('has unique ids, unique uids per type and language, and unique page paths', () => {
    const ids = published.map((doc) => doc.id)
    expect(new Set(ids).size).toBe(ids.length)
    const uids = published
      .filter((doc) => doc.uid)
      .map((doc) => `${doc.type}/${doc.lang}/${doc.uid}`)
    expect(new Set(uids).size).toBe(uids.length)
    const paths = published
      .filter((doc) => doc.type === 'page' && typeof doc.data.path === 'string')
      .map((doc) => `${doc.lang}:${doc.data.path}`)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('links twins both ways through alternate_languages', () => {
    const byId = new Map(published.map((doc) => [doc.id, doc]))
    for (const doc of published) {
      for (const alt of doc.alternate_languages) {
        const twin = byId.get(alt.id)
        expect(twin, `${doc.file} -> ${alt.id}`).toBeDefined()
        expect([twin?.uid, twin?.type, twin?.lang]).toEqual([alt.uid, alt.type, alt.lang])
        expect(twin?.alternate_languages.map((a) => a.id)).toContain(doc.id)
      }
    }
  })

  it('lists no English document without its Spanish twin', () => {
    const missing = published
      .filter(
        (doc) =>
          doc.lang === 'en-us' &&
          !ENGLISH_ONLY.has(doc.uid ?? '') &&
          !ENGLISH_ONLY_PATHS.has(String((doc.data as { path?: unknown }).path)),
      )
      .filter((doc) => !doc.alternate_languages.some((alt) => alt.lang === 'es-mx'))
      .map((doc) => `${doc.type}/${doc.uid ?? doc.type}`)
    expect(missing).toEqual([])
  })

  it('holds the editor-owned pages of spec 2.3 at their paths, as twins', () => {
    const map = buildPagePathMap(published as Array<ContentDoc & { data: { path?: unknown } }>)
    const pageAt = (path: string) =>
      published.find((doc) => doc.type === 'page' && documentPath(doc, map) === path)
    const pairs = [
      ['/csnp-eligibility/', '/es/csnp-elegibilidad/'],
      ['/dual-eligibility/', '/es/dual-elegibilidad/'],
      ['/ceiba-dollars/', '/es/ceiba-dollars-es/'],
      ['/thank-you/', '/es/gracias/'],
    ]
    for (const [enPath, esPath] of pairs) {
      const en = pageAt(enPath!)
      const es = pageAt(esPath!)
      expect(en, enPath).toBeDefined()
      expect(es, esPath).toBeDefined()
      expect(en?.alternate_languages.map((alt) => alt.id)).toEqual([es?.id])
    }
  })

  it('contains no placeholder copy', () => {
    for (const doc of published) {
      const text = JSON.stringify(doc.data)
      expect(text, doc.file).not.toMatch(/lorem|ipsum|dolor sit/i)
      expect(text, doc.file).not.toMatch(/\bTODO\b|\bTBD\b|\bFIXME\b/)
    }
  })
})

describe('the document validator', () => {
  const home = published.find(
    (doc) => doc.type === 'page' && doc.uid === 'home' && doc.lang === 'en-us',
  )
  const broken = (change: (data: Record<string, unknown>) => void): ContentDoc => {
    if (!home) throw new Error('no home page')
    const copy = structuredClone(home)
    change(copy.data)
    return copy
  }
  const firstSlice = (data: Record<string, unknown>) =>
    (data.slices as Array<Record<string, unknown>>)[0] as Record<string, unknown>

  it('rejects unknown fields, variations, slice types and select options', () => {
    expect(
      checkDocument(
        broken((d) => (d.subtitle = 'x')),
        types,
        slices,
      ).join(),
    ).toMatch(/subtitle: no such field/)
    expect(
      checkDocument(
        broken((d) => (firstSlice(d).variation = 'huge')),
        types,
        slices,
      ).join(),
    ).toMatch(/no variation huge/)
    expect(
      checkDocument(
        broken((d) => (firstSlice(d).slice_type = 'carousel')),
        types,
        slices,
      ).join(),
    ).toMatch(/not allowed/)
    expect(
      checkDocument(
        broken((d) => ((firstSlice(d).primary as Record<string, unknown>).title = ['not text'])),
        types,
        slices,
      ).join(),
    ).toMatch(/string expected/)
  })

  it('rejects a repeatable document without a uid', () => {
    if (!home) throw new Error('no home page')
    expect(checkDocument({ ...home, uid: null }, types, slices).join()).toMatch(/uid required/)
  })
})
