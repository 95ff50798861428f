import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import * as prismic from '@prismicio/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildMigration, sendMigration } from '../../scripts/content/migration'
import { readJsonTree, type ContentDoc } from '../support/content-validator'

/**
 * npm run content:migrate: the dry run built from the real content/ holds every
 * asset once and every published document, and each link and image resolves to a migrated item;
 * sent to a stand-in of Prismic's Asset and Migration APIs, the real write client creates the
 * assets, then the documents (English first, each Spanish one with its English twin as master),
 * then fills their data with the created ids.
 */
vi.setConfig({ testTimeout: 180_000 })

const published = readJsonTree<ContentDoc>('content').filter((doc) => !doc.file.includes('_drafts'))
const byId = new Map(published.map((doc) => [doc.id, doc]))
const library = readdirSync('content/_media')
const built = await buildMigration('content')
const { migration } = built

type Found = { kind: 'document' | 'media' | 'image'; value: Record<string, unknown> }
/** Every migration value in a migrated document's data (the walk stops at a migration asset). */
function migrationValues(value: unknown, found: Found[] = []): Found[] {
  if (value instanceof prismic.PrismicMigrationAsset)
    found.push({ kind: 'image', value: { id: value } })
  else if (Array.isArray(value)) value.forEach((item) => migrationValues(item, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record.link_type === 'Document') found.push({ kind: 'document', value: record })
    else if (record.link_type === 'Media') found.push({ kind: 'media', value: record })
    else if (record.type === 'image' && record.id instanceof prismic.PrismicMigrationAsset)
      found.push({ kind: 'image', value: record })
    else Object.values(record).forEach((inner) => migrationValues(inner, found))
  }
  return found
}
const originalOf = new Map(
  [...built.byOriginalId].map(([id, migrated]) => [migrated, byId.get(id)!]),
)

describe('the dry run from content/', () => {
  it('holds every media library file once and every published document in its type and language', () => {
    expect(migration._assets.size).toBe(library.length)
    expect(built.counts.assets).toBe(library.length)
    expect(
      new Set([...migration._assets.values()].map((asset) => asset.config.filename)).size,
    ).toBe(library.length)
    expect(migration._documents).toHaveLength(published.length)
    for (const migrated of migration._documents) {
      const original = originalOf.get(migrated)!
      expect([
        migrated.document.lang,
        migrated.document.uid ?? null,
        'type' in migrated.document && migrated.document.type,
      ]).toEqual([original.lang, original.uid, original.type])
    }
    expect(built.counts.unresolved).toEqual([])
  })

  it('resolves every Document link, Media link and image to a migrated document or asset', async () => {
    const counted = { document: 0, media: 0, image: 0 }
    for (const migrated of migration._documents) {
      const where = originalOf.get(migrated)!.file
      for (const { kind, value } of migrationValues(migrated.document.data)) {
        counted[kind] += 1
        if (kind === 'document') {
          expect(typeof value.id, where).toBe('function')
          const target = await (value.id as () => prismic.PrismicMigrationDocument | undefined)()
          expect(
            target && migration._documents.includes(target),
            `${where}: a Document link to nothing migrated`,
          ).toBe(true)
          const original = originalOf.get(target!)!
          expect([original.type, original.uid, original.lang], where).toEqual([
            value.type ?? original.type,
            value.uid ?? original.uid,
            value.lang ?? original.lang,
          ])
        } else {
          const asset = value.id as prismic.PrismicMigrationAsset
          expect(asset, where).toBeInstanceOf(prismic.PrismicMigrationAsset)
          expect(
            migration._assets.get(asset.config.id),
            `${where}: an asset not in the migration`,
          ).toBeDefined()
        }
      }
    }
    expect(counted).toEqual(built.counts.links)
    expect(counted.document).toBeGreaterThan(10_000)
    // Nothing still points at the embedded repository's media library by address.
    const text = JSON.stringify(
      migration._documents.map((migrated) => migrated.document.data),
      (_key, value: unknown) => (value instanceof prismic.PrismicMigrationAsset ? 'asset' : value),
    )
    expect(text).not.toContain('/_prismic/media/')
  })

  it('gives every Spanish document with an English twin that twin as its master-language document', async () => {
    let twins = 0
    for (const migrated of migration._documents) {
      const original = originalOf.get(migrated)!
      const english = original.alternate_languages.find((alt) => alt.lang === 'en-us')
      if (original.lang !== 'es-mx' || !english) {
        expect(migrated.masterLanguageDocument, original.file).toBeUndefined()
        continue
      }
      twins += 1
      const master = await (
        migrated.masterLanguageDocument as () => prismic.PrismicMigrationDocument
      )()
      expect(originalOf.get(master)?.id, original.file).toBe(english.id)
    }
    expect(twins).toBeGreaterThan(700)
  })
})

/**
 * A closed part of content/ (a page, its twin and every document they link, with their media):
 * the write client spaces its requests 1.5 s apart, so the whole content would take 80 minutes.
 */
function closedPart(startFile: string): { root: string; docs: ContentDoc[]; media: string[] } {
  const byFile = new Map(published.map((doc) => [doc.file, doc]))
  const keep = new Map<string, ContentDoc>()
  const media = new Set<string>()
  const visit = (doc: ContentDoc) => {
    if (keep.has(doc.id)) return
    keep.set(doc.id, doc)
    const next: string[] = doc.alternate_languages.map((alt) => alt.id)
    JSON.stringify(doc.data, (_key, value: unknown) => {
      const record = value as Record<string, unknown> | null
      if (record && typeof record === 'object' && typeof record.id === 'string') {
        if (record.link_type === 'Document') next.push(record.id)
        else if (record.link_type === 'Media' || 'dimensions' in record) media.add(record.id)
      }
      return value
    })
    for (const id of next) if (byId.has(id)) visit(byId.get(id)!)
  }
  visit(byFile.get(startFile)!)
  const root = join(mkdtempSync(join(tmpdir(), 'migration-')), 'content')
  for (const doc of keep.values()) {
    const target = join(root, doc.file.slice('content/'.length))
    mkdirSync(dirname(target), { recursive: true })
    cpSync(doc.file, target)
  }
  mkdirSync(join(root, '_media'))
  const files = library.filter((name) => media.has(name.slice(0, name.indexOf('_'))))
  for (const name of files) cpSync(join('content/_media', name), join(root, '_media', name))
  return { root, docs: [...keep.values()], media: files }
}

describe('sending the migration', () => {
  const part = closedPart('content/page/en-us/our-technology.json')
  afterAll(() => rmSync(dirname(part.root), { recursive: true, force: true }))

  // A stand-in for Prismic's repository endpoint, Asset API and Migration API, as the write client calls them.
  const writes: number[] = []
  const assets: Array<{ id: string; filename: string }> = []
  const created: Array<{ id: string; body: Record<string, unknown> }> = []
  const updated = new Map<string, Record<string, unknown>>()
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://stand-in')
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
    if (request.method !== 'GET') writes.push(Date.now())
    if (request.method === 'GET' && url.pathname === '/api/v2') {
      return json(200, {
        refs: [{ id: 'master', ref: 'm', isMasterRef: true, label: 'Master' }],
        languages: [
          { id: 'en-us', name: 'English - United States' },
          { id: 'es-mx', name: 'Spanish - Mexico' },
        ],
        types: {},
        tags: [],
      })
    }
    if (request.method === 'POST' && url.pathname === '/assets') {
      const form = await new Response(await body(request), {
        headers: { 'content-type': request.headers['content-type']! },
      }).formData()
      const file = form.get('file') as File
      const id = `asset${assets.length}`
      assets.push({ id, filename: file.name })
      return json(200, {
        id,
        filename: file.name,
        url: `https://images.prismic.io/ceiba/${id}_${file.name}`,
        width: 1200,
        height: 800,
        size: file.size,
        alt: form.get('alt'),
        credits: form.get('credits'),
      })
    }
    if (request.method === 'POST' && url.pathname === '/documents') {
      const id = `doc${created.length}`
      created.push({ id, body: JSON.parse(String(await body(request))) as Record<string, unknown> })
      return json(201, { id })
    }
    if (request.method === 'PUT' && url.pathname.startsWith('/documents/')) {
      const sent = JSON.parse(String(await body(request))) as Record<string, unknown>
      updated.set(url.pathname.slice('/documents/'.length), sent)
      return json(200, {})
    }
    json(404, { message: 'not found' })
  })
  let endpoint = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('creates each asset once, then the documents, English first, then their data pointing at what it created, a request at a time', async () => {
    const built = await buildMigration(part.root)
    expect(built.counts.unresolved).toEqual([])
    await sendMigration(built, {
      repository: 'ceiba-health',
      writeToken: 'a-write-token',
      endpoints: { documentAPI: `${endpoint}/api/v2`, assetAPI: endpoint, migrationAPI: endpoint },
    })
    expect(assets.map((asset) => asset.filename).sort()).toEqual(
      part.media.map((name) => name.slice(name.indexOf('_') + 1)).sort(),
    )
    expect(created).toHaveLength(part.docs.length)
    const firstSpanish = created.findIndex(({ body }) => body.lang !== 'en-us')
    expect(created.slice(0, firstSpanish).every(({ body }) => body.lang === 'en-us')).toBe(true)
    expect(created.slice(firstSpanish).every(({ body }) => body.lang !== 'en-us')).toBe(true)
    const key = (doc: { type?: unknown; lang?: unknown; uid?: unknown }) =>
      `${String(doc.type)}/${String(doc.lang)}/${String(doc.uid ?? undefined)}`
    const createdId = new Map(created.map(({ id, body }) => [key(body), id]))
    for (const { body } of created.slice(firstSpanish)) {
      const original = part.docs.find((doc) => key(doc) === key(body))!
      const english = original.alternate_languages.find((alt) => alt.lang === 'en-us')
      const twin = english && byId.get(english.id)
      expect(body.alternate_language_id, original.file).toBe(
        twin ? createdId.get(key(twin)) : undefined,
      )
    }
    // Every document's data, sent once all exist, names only what was created.
    expect(updated.size).toBe(part.docs.length)
    const documentIds = new Set(created.map(({ id }) => id))
    const assetIds = new Set(assets.map(({ id }) => id))
    let links = 0
    const check = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(check)
      if (!value || typeof value !== 'object') return
      const record = value as Record<string, unknown>
      if (record.link_type === 'Document')
        expect(documentIds.has(String(record.id)), JSON.stringify(record)).toBe(true)
      else if (record.link_type === 'Media' || 'dimensions' in record)
        expect(assetIds.has(String(record.id)), JSON.stringify(record)).toBe(true)
      else return Object.values(record).forEach(check)
      links += 1
    }
    for (const sent of updated.values()) check(sent.data)
    const { document, media, image } = built.counts.links
    expect(links).toBe(document + media + image)
    expect(image).toBeGreaterThan(0)
    // Each image keeps its own field's alt (a Spanish page's in Spanish) and points at the new asset.
    const spanish = [...updated.entries()].find(
      ([id]) => created.find((c) => c.id === id)?.body.uid === 'nuestra-tecnologia',
    )![1]
    const images: Array<{ alt: unknown; url: unknown }> = []
    JSON.stringify(spanish.data, (_key, value: unknown) => {
      if (value && typeof value === 'object' && 'dimensions' in value)
        images.push(value as unknown as { alt: unknown; url: unknown })
      return value
    })
    const originalImages: Array<{ alt: unknown }> = []
    JSON.stringify(
      part.docs.find((doc) => doc.uid === 'nuestra-tecnologia')!.data,
      (_key, value: unknown) => {
        if (value && typeof value === 'object' && 'dimensions' in value)
          originalImages.push(value as unknown as { alt: unknown })
        return value
      },
    )
    expect(images.map((found) => found.alt)).toEqual(originalImages.map((found) => found.alt))
    expect(
      images.every((found) =>
        /^https:\/\/images\.prismic\.io\/ceiba\/asset\d+_/.test(String(found.url)),
      ),
    ).toBe(true)
    // Within Prismic's limit of one request a second.
    const gaps = writes.slice(1).map((at, index) => at - writes[index]!)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000)
  })
})
