import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { PrismicDocument } from '@prismicio/client'
import { z } from 'zod'

/** The ref that selects drafts; a preview token of the embedded repository (decision 0001). */
export const PREVIEW_REF = 'embedded-preview'

export const DRAFTS_DIR = '_drafts'

/** One ref's view of the repository: its documents and an index by id. */
export type RefView = { ref: string; documents: PrismicDocument[]; byId: Map<string, PrismicDocument> }

export type ContentSnapshot = { master: RefView; preview: RefView }

// Only the header fields the API needs to serve a document; `data` is checked against the models
// by the content validation test, not here.
const header = z.object({
  id: z.string().min(1),
  uid: z.string().min(1).nullable(),
  type: z.string().regex(/^[a-z][a-z0-9_]*$/),
  lang: z.string().regex(/^[a-z]{2}-[a-z]{2}$/),
  tags: z.array(z.string()).default([]),
  first_publication_date: z.string().nullable().optional(),
  last_publication_date: z.string().nullable().optional(),
  alternate_languages: z.array(z.object({ id: z.string(), uid: z.string().nullish(), type: z.string(), lang: z.string() })).default([]),
  data: z.record(z.string(), z.unknown()),
})

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

async function readDocument(root: string, file: string): Promise<PrismicDocument> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'))
  const parsed = header.safeParse(raw)
  if (!parsed.success) {
    throw new Error(`Content document ${relative(root, file)} is malformed: ${parsed.error.issues[0]?.message}`)
  }
  const doc = raw as PrismicDocument
  const stamp = '2025-01-01T00:00:00+0000'
  return {
    ...doc,
    url: null,
    href: '',
    tags: parsed.data.tags,
    slugs: doc.slugs ?? (doc.uid ? [doc.uid] : []),
    linked_documents: doc.linked_documents ?? [],
    alternate_languages: doc.alternate_languages ?? [],
    first_publication_date: doc.first_publication_date ?? stamp,
    last_publication_date: doc.last_publication_date ?? doc.first_publication_date ?? stamp,
  }
}

function view(ref: string, documents: PrismicDocument[]): RefView {
  return { ref, documents, byId: new Map(documents.map((doc) => [doc.id, doc])) }
}

/**
 * Reads `<root>/<type>/<lang>/*.json` (published) and `<root>/_drafts/**` (drafts). The master
 * ref is a hash of the published files, so it changes whenever content changes, as Prismic's does.
 * The preview ref sees every published document with drafts laid over them by id.
 */
export async function loadContent(root: string): Promise<ContentSnapshot> {
  const files = await jsonFiles(root)
  const isDraft = (file: string) => relative(root, file).split(sep)[0] === DRAFTS_DIR
  const hash = createHash('sha256')
  const published: PrismicDocument[] = []
  const drafts: PrismicDocument[] = []
  // Read in parallel (about 1,200 files), then hash in path order so the ref stays stable.
  const docs = await Promise.all(files.map((file) => readDocument(root, file)))
  for (const [index, file] of files.entries()) {
    const doc = docs[index] as PrismicDocument
    if (isDraft(file)) drafts.push(doc)
    else {
      published.push(doc)
      hash.update(file).update(JSON.stringify(doc))
    }
  }
  const seen = new Set<string>()
  for (const doc of published) {
    if (seen.has(doc.id)) throw new Error(`Two content documents share the id ${doc.id}`)
    seen.add(doc.id)
  }
  const draftIds = new Set(drafts.map((doc) => doc.id))
  const previewDocs = [...published.filter((doc) => !draftIds.has(doc.id)), ...drafts]
  return {
    master: view(hash.digest('base64url').slice(0, 16), published),
    preview: view(PREVIEW_REF, previewDocs),
  }
}
