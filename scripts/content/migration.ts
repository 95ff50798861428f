// The whole embedded repository as one Prismic migration, built with
// @prismicio/client's Migration API: every media library file once as an asset (alt and credits
// from the Image fields that show it), every published document with its master-language (English)
// twin, and every Document link, Media link and image pointing at the migrated items. Links are
// thunks and assets migration assets, so the client resolves them after the documents and assets
// exist (writeClient.migrate: assets, then documents master language first, then their data).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as prismic from '@prismicio/client'
import { readAll, type FileDocument } from './documents.ts'

const MASTER_LANGUAGE = 'en-us'

export type MigrationCounts = {
  assets: number
  documents: Record<string, Record<string, number>>
  links: { document: number; media: number; image: number }
  unresolved: string[]
}

export type BuiltMigration = {
  migration: prismic.Migration
  counts: MigrationCounts
  /** The migration document of each original document id (what Document links resolve to). */
  byOriginalId: Map<string, prismic.PrismicMigrationDocument>
  /** The migration asset of each media library asset id. */
  assets: Map<string, prismic.PrismicMigrationAsset>
}

type Field = Record<string, unknown>
const isObject = (value: unknown): value is Field =>
  !!value && typeof value === 'object' && !Array.isArray(value)
const isFilledImage = (value: Field) =>
  typeof value.url === 'string' && typeof value.id === 'string' && isObject(value.dimensions)

/** Every Image field (and rich text image) in the documents, by asset id: where alt and credits come from. */
function imagesByAsset(docs: FileDocument[]): Map<string, Field[]> {
  const found = new Map<string, Field[]>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isObject(value)) return
    if (isFilledImage(value) && !('link_type' in value))
      found.set(value.id as string, [...(found.get(value.id as string) ?? []), value])
    Object.values(value).forEach(visit)
  }
  docs.forEach(({ doc }) => visit(doc.data))
  return found
}

/** A document's title in Prismic's lists: its title, else its SEO title, else its uid or type. */
function titleOf(doc: prismic.PrismicDocument): string {
  const data = doc.data as Field
  if (typeof data.title === 'string' && data.title) return data.title
  if (Array.isArray(data.title))
    return prismic.asText(data.title as prismic.RichTextField) || doc.uid || doc.type
  if (typeof data.meta_title === 'string' && data.meta_title) return data.meta_title
  return doc.uid ?? doc.type
}

/** Builds the migration from `<root>` (content/) and its media library, without a network. */
export async function buildMigration(root: string): Promise<BuiltMigration> {
  const migration = prismic.createMigration()
  const docs = (await readAll(root)).filter(({ draft }) => !draft)
  const counts: MigrationCounts = {
    assets: 0,
    documents: {},
    links: { document: 0, media: 0, image: 0 },
    unresolved: [],
  }

  // 1. Every file of the media library, once. Its alt is the first an image field gives it, for
  //    Prismic's media library; each image field keeps its own alt (the Spanish page's in Spanish).
  const images = imagesByAsset(docs)
  const assets = new Map<string, prismic.PrismicMigrationAsset>()
  for (const name of readdirSync(join(root, '_media')).sort()) {
    const cut = name.indexOf('_')
    const id = name.slice(0, cut)
    const shows = images.get(id) ?? []
    const alt = shows
      .map((image) => image.alt)
      .find((text): text is string => typeof text === 'string' && text !== '')
    const credits = shows
      .map((image) => image.copyright)
      .find((text): text is string => typeof text === 'string' && text !== '')
    assets.set(
      id,
      migration.createAsset(readFileSync(join(root, '_media', name)), name.slice(cut + 1), {
        alt,
        credits,
      }),
    )
  }
  counts.assets = assets.size

  // 2. Every published document; its data's links and images become migration values.
  const byOriginalId = new Map<string, prismic.PrismicMigrationDocument>()
  const convert = (value: unknown, where: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => convert(item, `${where}[${index}]`))
    if (!isObject(value)) return value
    if (value.link_type === 'Document' && typeof value.id === 'string') {
      const id = value.id
      if (!docs.some(({ doc }) => doc.id === id))
        counts.unresolved.push(`${where}: Document link to ${id}, which is not published`)
      counts.links.document += 1
      return {
        link_type: 'Document',
        id: () => byOriginalId.get(id),
        ...(value.text ? { text: value.text } : {}),
      }
    }
    if (value.link_type === 'Media' && typeof value.id === 'string') {
      const asset = assets.get(value.id)
      if (!asset) {
        counts.unresolved.push(
          `${where}: Media link to ${value.id}, which is not in content/_media/`,
        )
        return value
      }
      counts.links.media += 1
      return { link_type: 'Media', id: asset, ...(value.text ? { text: value.text } : {}) }
    }
    if (isFilledImage(value) && !('link_type' in value)) {
      const asset = assets.get(value.id as string)
      if (!asset) {
        counts.unresolved.push(`${where}: image ${value.id}, which is not in content/_media/`)
        return value
      }
      counts.links.image += 1
      // The same uploaded asset (same config.id), seen with this field's alt and crop.
      const view = new prismic.PrismicMigrationAsset(
        {
          ...asset.config,
          alt: typeof value.alt === 'string' && value.alt ? value.alt : undefined,
        },
        value as unknown as prismic.FilledImageFieldImage,
      )
      if (value.type === 'image')
        return {
          type: 'image',
          id: view,
          ...(value.linkTo ? { linkTo: convert(value.linkTo, `${where}.linkTo`) } : {}),
        }
      return view
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, convert(inner, `${where}.${key}`)]),
    )
  }
  const byId = new Map(docs.map(({ doc }) => [doc.id, doc]))
  for (const { file, doc } of docs) {
    const where = file.slice(root.length - 'content'.length)
    const master =
      doc.lang === MASTER_LANGUAGE
        ? undefined
        : doc.alternate_languages.find((alt) => alt.lang === MASTER_LANGUAGE && byId.has(alt.id))
    const pending = {
      type: doc.type,
      uid: doc.uid ?? undefined,
      lang: doc.lang,
      tags: doc.tags,
      data: convert(doc.data, where),
    }
    const migrated = migration.createDocument(pending as never, titleOf(doc), {
      ...(master ? { masterLanguageDocument: () => byOriginalId.get(master.id) } : {}),
    })
    byOriginalId.set(doc.id, migrated)
    const perType = (counts.documents[doc.type] ??= {})
    perType[doc.lang] = (perType[doc.lang] ?? 0) + 1
  }
  return { migration, counts, byOriginalId, assets }
}

export type SendOptions = {
  repository: string
  writeToken: string
  accessToken?: string
  /** Other endpoints than Prismic's (a test's stand-in). */
  endpoints?: { documentAPI?: string; assetAPI?: string; migrationAPI?: string }
  report?: (event: prismic.MigrateReporterEvents) => void
}

/**
 * Sends a built migration to a Prismic repository; its documents land in the repository's migration
 * release. Within Prismic's limit (one request a second per repository) by the client itself:
 * @prismicio/client spaces every request with a body 1.5 s from the last one to the same host.
 */
export async function sendMigration(
  { migration }: BuiltMigration,
  options: SendOptions,
): Promise<void> {
  const client = prismic.createWriteClient<prismic.PrismicDocument>(options.repository, {
    writeToken: options.writeToken,
    accessToken: options.accessToken,
    ...(options.endpoints?.documentAPI
      ? { documentAPIEndpoint: options.endpoints.documentAPI }
      : {}),
    ...(options.endpoints?.assetAPI ? { assetAPIEndpoint: options.endpoints.assetAPI } : {}),
    ...(options.endpoints?.migrationAPI
      ? { migrationAPIEndpoint: options.endpoints.migrationAPI }
      : {}),
  })
  const master = (await client.getRepository()).languages[0]
  if (master?.id !== MASTER_LANGUAGE) {
    throw new Error(
      `The repository's master language is ${master?.id ?? 'not set'}: make English - United States (en-us) the master language and add Spanish - Mexico (es-mx) in Settings > Translations & locales, then run again.`,
    )
  }
  await client.migrate(migration, { reporter: options.report })
}
