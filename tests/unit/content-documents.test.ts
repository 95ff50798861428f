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
import {
  draftProblems,
  STRUCTURE_IN_WORDS,
  twinProblems,
  uniquenessProblems,
} from '../support/content-problems'
import { loadContent } from '../../src/content/embedded/store.server'
import { pageStructureProblems } from '../../src/content/page-structure'
import { buildPagePathMap, documentPath } from '../../src/content/routes'
import { CATALOGUE } from '../fixtures/catalogue-slugs'

const types = new Map(readJsonTree<CustomTypeModel>('customtypes').map((t) => [t.id, t]))
const slices = new Map(
  readSliceLibrary().map((s) => [s.model.id, s.model as unknown as SliceModel]),
)
const published = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))
const drafts = readJsonTree<ContentDoc>('content/_drafts')

/** Pages that exist in English only (spec 2.5: providers, brokers, newsroom, compliance; the developers page has its Spanish twin). */
const ENGLISH_ONLY = new Set(['providers', 'brokers', 'newsroom', 'compliance'])
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

// What the site itself reads (src/content/embedded/store.server.ts): the files it could not serve.
const { problems: unreadable } = await loadContent('content')

describe('documents in content/', () => {
  it('are every one a document the site can serve (published and drafts)', () => {
    expect(
      unreadable.map((problem) => `${problem.file} line ${problem.line}: ${problem.message}`),
    ).toEqual([])
  })

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
    expect(uniquenessProblems(published)).toEqual([])
  })

  it('links twins both ways through alternate_languages', () => {
    expect(twinProblems(published)).toEqual([])
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
      .map(
        (doc) =>
          `${doc.file}: has no Spanish twin in alternate_languages; write both with npm run content:new-page -- <English path> <Spanish path>, or link an existing Spanish document both ways`,
      )
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

describe('drafts in content/_drafts/', () => {
  it('keep the id of the published document they are a draft of', () => {
    expect(draftProblems(drafts, published)).toEqual([])
  })

  it('have unique ids and link their twins', () => {
    const preview = [...published.filter((doc) => !drafts.some((d) => d.id === doc.id)), ...drafts]
    expect(uniquenessProblems(drafts)).toEqual([])
    expect(twinProblems(preview).filter((problem) => problem.includes('_drafts'))).toEqual([])
  })

  it('of pages start with a Hero and have exactly one h1 (what the preview warns of)', () => {
    const problems = drafts
      .filter((doc) => ['page', 'article', 'marketing_landing_page'].includes(doc.type))
      .flatMap((doc) =>
        pageStructureProblems(doc.data.slices as Array<{ slice_type: string }> | undefined).map(
          (problem) => `${doc.file}: ${STRUCTURE_IN_WORDS[problem]}`,
        ),
      )
    expect(problems).toEqual([])
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

describe('problems across documents, in editors’ words', () => {
  const en = published.find((doc) => doc.file === 'content/page/en-us/about-us.json')!
  const es = published.find((doc) => doc.id === en.alternate_languages[0]?.id)!

  it('name the file, the field and what to do', () => {
    const oneSided = { ...es, alternate_languages: [] }
    expect(twinProblems([en, oneSided])).toEqual([
      `content/page/en-us/about-us.json: its Spanish twin ${es.file} does not link back in alternate_languages; add { "id": "${en.id}", "uid": "about-us", "type": "page", "lang": "en-us" } to that file's alternate_languages`,
    ])
    const copy = { ...en, file: 'content/page/en-us/about-us-2.json', uid: 'about-us-2' }
    expect(uniquenessProblems([en, copy])[0]).toMatch(
      /^content\/page\/en-us\/about-us-2\.json: its id \S+ is also the id of content\/page\/en-us\/about-us\.json; give it a new id/,
    )
    const draft = {
      ...en,
      id: 'aNewIdOf16Chars0',
      file: 'content/_drafts/page/en-us/about-us.json',
    }
    expect(draftProblems([draft], [en])).toEqual([
      `content/_drafts/page/en-us/about-us.json: it is a draft of content/page/en-us/about-us.json (same uid) but its id is aNewIdOf16Chars0, not ${en.id}; a draft keeps the published document's id, or the preview shows the published page: copy it again with npm run content:draft -- content/page/en-us/about-us.json`,
    ])
  })
})
