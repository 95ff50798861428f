// What the content scripts share (npm run content:new-page, content:link, content:draft,
// content:migrate): the embedded repository's files read as the site reads them, new ids and
// slice ids as Prismic makes them, and Document links as Prismic returns them.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { PrismicDocument } from '@prismicio/client'
import { readDocument } from '../../src/content/embedded/read-document.server.ts'

/** The embedded repository's folder: CONTENT_DIR, as the server reads it (default content/). */
export const contentRoot = (env: NodeJS.ProcessEnv = process.env) =>
  resolve(env.CONTENT_DIR ?? 'content')

export type FileDocument = { file: string; doc: PrismicDocument; draft: boolean }

/** Every document file (published and drafts) that reads; files that do not are thrown, named. */
export async function readAll(root = contentRoot()): Promise<FileDocument[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json') && !name.startsWith('_media'))
    .sort()
  const read = await Promise.all(files.map((name) => readDocument(root, join(root, name))))
  return read.map((result, index) => {
    if ('problem' in result) {
      const { file, line, message } = result.problem
      throw new Error(
        `${file} line ${line}: ${message}. Fix it first (npx vitest run tests/unit/content-documents.test.ts names every problem).`,
      )
    }
    const file = join(root, files[index]!)
    return { file, doc: result.doc, draft: files[index]!.startsWith('_drafts') }
  })
}

/** The file as an editor names it, from the working directory. */
export const shown = (file: string) => relative(process.cwd(), file)

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A new document id: 16 characters of Prismic's alphabet, not one of `taken`. */
export function newId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = [...randomBytes(16)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
    if (!taken.has(id)) return id
  }
}

/** A slice id as Slice Machine writes it: `<slice_type>$<uuid>`. */
export const sliceId = (sliceType: string) => `${sliceType}$${randomUUID()}`

/** A publication date as the Content API writes it: `2026-12-02T03:40:00+0000`. */
export const publicationDate = (at = new Date()) => at.toISOString().replace(/\.\d{3}Z$/, '+0000')

/** A Document link (content relationship) to `doc`, with the fields Prismic returns (decision 0009). */
export function documentLink(doc: PrismicDocument, text?: string) {
  return {
    link_type: 'Document',
    id: doc.id,
    type: doc.type,
    tags: doc.tags,
    lang: doc.lang,
    slug: doc.slugs[0] ?? doc.uid,
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    uid: doc.uid,
    isBroken: false,
    ...(text ? { text } : {}),
  }
}

/** The file of a document: `<root>/[_drafts/]<type>/<lang>/<uid or type>.json`. */
export const documentFile = (
  root: string,
  doc: Pick<PrismicDocument, 'type' | 'lang' | 'uid'>,
  draft = false,
) => join(root, ...(draft ? ['_drafts'] : []), doc.type, doc.lang, `${doc.uid ?? doc.type}.json`)

/** Writes a document as the repository's files are written: two-space JSON and a final newline. */
export function writeDocument(file: string, doc: unknown): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`, { flag: 'wx' })
}
