import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { PrismicDocument } from '@prismicio/client'
import { editorPath, readDocument, type ContentProblem } from './read-document.server'

/** The ref that selects drafts; a preview token of the embedded repository (decision 0001). */
export const PREVIEW_REF = 'embedded-preview'

export const DRAFTS_DIR = '_drafts'

/** One ref's view of the repository: its documents and an index by id. */
export type RefView = {
  ref: string
  documents: PrismicDocument[]
  byId: Map<string, PrismicDocument>
}

/** Both refs and the files left out of them (or served at their last good version). */
export type ContentSnapshot = { master: RefView; preview: RefView; problems: ContentProblem[] }

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

// The last version of each file that could be served (by absolute path), across re-reads: a save
// that breaks a file keeps the page it was showing.
const lastGood = new Map<string, PrismicDocument>()
// Which file served an id last (`<root>:<draft?>:<id>` to the file's absolute path).
const servedBy = new Map<string, string>()

function view(ref: string, documents: PrismicDocument[]): RefView {
  return { ref, documents, byId: new Map(documents.map((doc) => [doc.id, doc])) }
}

/**
 * Reads `<root>/<type>/<lang>/*.json` (published) and `<root>/_drafts/**` (drafts). The master
 * ref is a hash of the published files, so it changes whenever content changes, as Prismic's does.
 * The preview ref sees every published document with drafts laid over them by id.
 *
 * A file that cannot be served (bad JSON, a header field missing or wrong, an id another file
 * already has) never fails the read: it is left out, or its last good version is served, and
 * it is listed in `problems` with its line.
 */
export async function loadContent(root: string): Promise<ContentSnapshot> {
  const files = await jsonFiles(root)
  const isDraft = (file: string) => relative(root, file).split(sep)[0] === DRAFTS_DIR
  const problems: ContentProblem[] = []
  // Read in parallel (about 1,700 files); a broken file falls back to its last good version.
  const results = await Promise.all(files.map((file) => readDocument(root, file)))
  const read: Array<{ file: string; doc: PrismicDocument; idLine: number }> = []
  for (const [index, file] of files.entries()) {
    const result = results[index]!
    if ('doc' in result) {
      lastGood.set(file, result.doc)
      read.push({ file, doc: result.doc, idLine: result.idLine })
      continue
    }
    const previous = lastGood.get(file)
    problems.push({ ...result.problem, kept: Boolean(previous) })
    if (previous) read.push({ file, doc: previous, idLine: 1 })
  }
  // Two files with one id: the one that served it before keeps it (an editor's copy does not
  // replace the page), else the first by path; the other is left out.
  const winners = new Map<string, string>()
  for (const { file, doc } of read) {
    const key = `${isDraft(file)}:${doc.id}`
    if (!winners.has(key) || servedBy.get(`${root}:${key}`) === file) winners.set(key, file)
  }
  const hash = createHash('sha256')
  const published: PrismicDocument[] = []
  const drafts: PrismicDocument[] = []
  for (const { file, doc, idLine } of read) {
    const key = `${isDraft(file)}:${doc.id}`
    const winner = winners.get(key)!
    if (winner !== file) {
      const message = `has the id ${doc.id}, which ${editorPath(root, winner)} already has: every document needs its own id (a draft of a page keeps the page's id, under content/_drafts/)`
      problems.push({ file: editorPath(root, file), line: idLine, column: 1, message, kept: false })
      continue
    }
    servedBy.set(`${root}:${key}`, file)
    if (isDraft(file)) drafts.push(doc)
    else {
      published.push(doc)
      // Hashed in path order, so the ref stays stable.
      hash.update(file).update(JSON.stringify(doc))
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file))
  const draftIds = new Set(drafts.map((doc) => doc.id))
  const previewDocs = [...published.filter((doc) => !draftIds.has(doc.id)), ...drafts]
  return {
    master: view(hash.digest('base64url').slice(0, 16), published),
    preview: view(PREVIEW_REF, previewDocs),
    problems,
  }
}
