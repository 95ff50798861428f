// Measures the copy of page documents: words of its own per page (text repeated verbatim on three
// or more pages, such as a shared disclaimer, does not count) and shingled Jaccard similarity.
//   node tests/support/document-copy.mjs [path-prefix…]   prints words per page, shortest first
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const SKIP_KEYS = new Set([
  'id',
  'key',
  'slice_type',
  'variation',
  'version',
  'link_type',
  'type',
  'url',
  'uid',
  'slug',
  'lang',
  'tags',
  'isBroken',
  'icon',
  'tone',
  'hours',
  'format',
  'feature',
  'material_id',
  'direction',
])

/** The readable text blocks of a document's slices (headings, paragraphs, list items, cells, labels). */
export function textBlocks(doc) {
  const blocks = []
  const visit = (value, key) => {
    if (typeof value === 'string') {
      if (!SKIP_KEYS.has(key) && value.trim()) blocks.push(value.trim())
      return
    }
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key))
    if (!value || typeof value !== 'object') return
    if (value.link_type) {
      if (typeof value.text === 'string') blocks.push(value.text)
      return
    }
    for (const [inner, child] of Object.entries(value)) if (inner !== 'spans') visit(child, inner)
  }
  visit(doc.data?.slices ?? [], 'slices')
  return blocks
}

export const words = (text) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word))

/** Words of its own per document: blocks shared verbatim by `sharedAt` or more documents are left out. */
export function ownWords(docs, sharedAt = 3, among = docs) {
  const counts = new Map()
  const blocksOf = new Map(docs.map((doc) => [doc, [...new Set(textBlocks(doc))]]))
  for (const doc of new Set([...among, ...docs]))
    for (const block of blocksOf.get(doc) ?? new Set(textBlocks(doc)))
      counts.set(block, (counts.get(block) ?? 0) + 1)
  return new Map(
    docs.map((doc) => [
      doc,
      blocksOf
        .get(doc)
        .filter((block) => counts.get(block) < sharedAt)
        .flatMap(words),
    ]),
  )
}

export function shingles(list, size = 5) {
  const out = new Set()
  const lower = list.map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}$%]/gu, ''))
  for (let i = 0; i + size <= lower.length; i += 1) out.add(lower.slice(i, i + size).join(' '))
  return out
}

export function jaccard(a, b) {
  if (!a.size || !b.size) return 0
  let shared = 0
  for (const item of a) if (b.has(item)) shared += 1
  return shared / (a.size + b.size - shared)
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function readPages(root = 'content/page') {
  return readdirSync(root).flatMap((lang) =>
    readdirSync(join(root, lang)).map((file) =>
      JSON.parse(readFileSync(join(root, lang, file), 'utf8')),
    ),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const prefixes = process.argv.slice(2)
  const pages = readPages().filter(
    (doc) =>
      typeof doc.data.path === 'string' &&
      (!prefixes.length || prefixes.some((p) => doc.data.path.startsWith(p))),
  )
  const own = ownWords(pages)
  const rows = pages
    .map((doc) => [own.get(doc).length, `${doc.lang} ${doc.data.path}`])
    .sort((a, b) => a[0] - b[0])
  for (const [count, name] of rows) console.log(String(count).padStart(5), name)
  console.log('median', median(rows.map(([count]) => count)))
}
