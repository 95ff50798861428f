import { readFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import type { PrismicDocument } from '@prismicio/client'
import { z } from 'zod'
import type { ContentProblem } from '../types'

export type { ContentProblem }

// Only the header fields the API needs to serve a document; `data` is checked against the models
// by the content tests, not here.
const header = z.object({
  id: z.string().min(1),
  uid: z.string().min(1).nullable(),
  type: z.string().regex(/^[a-z][a-z0-9_]*$/),
  lang: z.string().regex(/^[a-z]{2}-[a-z]{2}$/),
  tags: z.array(z.string()).default([]),
  first_publication_date: z.string().nullable().optional(),
  last_publication_date: z.string().nullable().optional(),
  alternate_languages: z
    .array(
      z.object({ id: z.string(), uid: z.string().nullish(), type: z.string(), lang: z.string() }),
    )
    .default([]),
  data: z.record(z.string(), z.unknown()),
})

/** The file as an editor names it: from the content folder (`content/page/en-us/x.json`). */
export const editorPath = (root: string, file: string) => join(basename(root), relative(root, file))

/** Line and column (1-based) of a character offset. */
export function lineAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 }
}

/** Where a JSON.parse error points: V8 says `at position N`; the end of the file when it does not. */
function syntaxProblem(
  text: string,
  error: SyntaxError,
): { line: number; column: number; message: string } {
  const position = /at position (\d+)/.exec(error.message)
  const where = lineAt(text, position ? Number(position[1]) : text.trimEnd().length)
  const reason = error.message
    .replace(/\s*in JSON at position \d+.*$/s, '')
    .replace(/^JSON\.parse: /, '')
  return {
    ...where,
    message: `is not valid JSON (${reason}): look for a missing comma, quote or bracket at or just before line ${where.line}`,
  }
}

/** The line of a field's first key in the file (the top of the file when it is missing). */
function fieldLine(text: string, path: PropertyKey[]): { line: number; column: number } {
  const key = [...path].reverse().find((part) => typeof part === 'string')
  const at = key ? text.indexOf(`"${key}"`) : -1
  return lineAt(text, at === -1 ? 0 : at)
}

export type ReadResult =
  { doc: PrismicDocument; idLine: number } | { problem: Omit<ContentProblem, 'kept'> }

/** One content file as the Content API returns it, or what is wrong with it. */
export async function readDocument(root: string, file: string): Promise<ReadResult> {
  const name = editorPath(root, file)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    return {
      problem: {
        file: name,
        line: 1,
        column: 1,
        message: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      },
    }
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { problem: { file: name, ...syntaxProblem(text, error as SyntaxError) } }
  }
  const parsed = header.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.join('.') || 'the document'
    return {
      problem: {
        file: name,
        ...fieldLine(text, issue.path),
        message: `field ${field}: ${issue.message}`,
      },
    }
  }
  const doc = raw as PrismicDocument
  const stamp = '2025-01-01T00:00:00+0000'
  return {
    idLine: fieldLine(text, ['id']).line,
    doc: {
      ...doc,
      url: null,
      href: '',
      tags: parsed.data.tags,
      slugs: doc.slugs ?? (doc.uid ? [doc.uid] : []),
      linked_documents: doc.linked_documents ?? [],
      alternate_languages: doc.alternate_languages ?? [],
      first_publication_date: doc.first_publication_date ?? stamp,
      last_publication_date: doc.last_publication_date ?? doc.first_publication_date ?? stamp,
    },
  }
}
