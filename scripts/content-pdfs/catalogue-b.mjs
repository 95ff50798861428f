// The PDFs of catalogue part b (Part B drug lists, Ceiba Medical guides, 2025 enrollment kit packets),
// from the entries in scripts/content-author/pages-b/lib/pdf-entries.mjs, in the block format of
// scripts/content-pdfs.mjs: table rows become one bullet per row.
import { PDF_ENTRIES } from '../content-author/pages-b/lib/pdf-entries.mjs'

const blocksOf = (entry) => [
  ...(entry.subtitle ? [entry.subtitle] : []),
  ...entry.sections.flatMap((section) => [
    ...(section.heading ? [`## ${section.heading}`] : []),
    ...(section.text ? section.text.split('\n').filter(Boolean) : []),
    ...(section.rows ? section.rows.slice(section.header ? 1 : 0).map((row) => `- ${row.filter(Boolean).join(' - ')}`) : []),
  ]),
]

export default PDF_ENTRIES.map((entry) => ({ file: entry.file, lang: entry.lang, title: entry.title, materialId: entry.materialId, blocks: blocksOf(entry) }))
