// Writes the PDFs that content pages link (member forms, the reimbursement form, criteria lists,
// enrollment kit packets…) into the content repository's media library (content/_media/), from the
// data files in scripts/content-pdfs/*.mjs.
// Each data file exports default an array of documents:
//   { file: 'forms/appointment-of-representative-en.pdf', lang: 'en' | 'es', title,
//     blocks: [ '## Heading', 'Paragraph', '- Bullet', { fields: ['Member name', …] }, { checks: ['Option', …] } ] }
// Run after editing a data file: `node scripts/content-pdfs.mjs` (it rewrites every file, byte-stable).
// Required materials (enrollment kits, the archived plan documents) end with the multi-language
// insert, read from the nondiscrimination notice and settings documents of content/.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import {
  addMultiLanguagePages,
  insertFromDocuments,
} from '../src/plans/multi-language-page.server.ts'
import { MEDIA_DIR, mediaFileName } from './media-library.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const GREEN = rgb(0.02, 0.24, 0.19)
const MUTED = rgb(0.29, 0.33, 0.38)
const FOOTER = {
  en: 'Ceiba Health · Member Services 1-800-555-0123 · TTY 711 · 8am–8pm local time, Monday–Friday (7 days a week Oct 1–Mar 31)',
  es: 'Ceiba Health · Servicios para Miembros 1-800-555-0123 · TTY 711 · de 8am a 8pm, hora local, de lunes a viernes (los 7 días del 1 oct al 31 mar)',
}
const ACCESSIBLE = {
  en: 'This document is available at no cost in Spanish, large print, braille, audio CD and data CD. Call Member Services to ask for it.',
  es: 'Este documento está disponible sin costo en inglés, letra grande, braille, CD de audio y CD de datos. Llame a Servicios para Miembros para pedirlo.',
}

// The materials 42 CFR 422.2267(e)(31) requires the insert with, among these files: the enrollment
// kits and the archived Evidence of Coverage, Summary of Benefits and formulary of 2024.
const REQUIRED_MATERIAL =
  /^(enrollment-kit-|plans\/\d{4}\/.*-(evidence-of-coverage|summary-of-benefits|formulary)-)/
const contentDoc = (path) => JSON.parse(readFileSync(join(here, '..', 'content', path), 'utf8'))
const notice = contentDoc('page/en-us/nondiscrimination-notice.json')
const twinId = notice.alternate_languages.find((alt) => alt.lang === 'es-mx')?.id
const spanishNotice = (await readdir(join(here, '..', 'content/page/es-mx')))
  .map((name) => contentDoc(`page/es-mx/${name}`))
  .find((doc) => doc.id === twinId)
const INSERT = {
  en: insertFromDocuments(notice.data, contentDoc('settings/en-us/settings.json').data),
  es: insertFromDocuments(spanishNotice?.data, contentDoc('settings/es-mx/settings.json').data),
}
if (!INSERT.en || !INSERT.es) throw new Error('No multi-language insert in the notice documents')

// pdf-lib's standard fonts use WinAnsi: map the few characters outside it.
const clean = (text) =>
  text
    .replace(/[\u2011\u2010]/g, '-')
    .replace(/\u2009|\u202f/g, ' ')
    .replace(/≥/g, '>=')
    .replace(/≤/g, '<=')

function wrap(text, font, size, width) {
  const lines = []
  let line = ''
  for (const word of clean(text).split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

async function render({ file, title, lang, blocks, materialId = 'H1234_2026WEB_M' }) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(clean(title))
  pdf.setLanguage(lang === 'es' ? 'es-MX' : 'en-US')
  pdf.setAuthor('Ceiba Health')
  pdf.setCreationDate(new Date('2025-10-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2025-10-01T00:00:00Z'))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const left = 56
  const width = 500
  let page
  let y
  const newPage = () => {
    page = pdf.addPage([612, 792])
    y = 740
    page.drawText(clean(FOOTER[lang]), { x: left, y: 48, size: 7.5, font: regular, color: MUTED })
    page.drawText(clean(materialId), { x: left, y: 36, size: 7.5, font: regular, color: MUTED })
  }
  const need = (height) => {
    if (y - height < 72) newPage()
  }
  const lines = (text, { font = regular, size = 10.5, indent = 0, color, gap = 4 } = {}) => {
    for (const line of wrap(text, font, size, width - indent)) {
      need(size + 4)
      page.drawText(line, { x: left + indent, y, size, font, ...(color ? { color } : {}) })
      y -= size + 4
    }
    y -= gap
  }
  newPage()
  lines(title, { font: bold, size: 16, color: GREEN, gap: 10 })
  for (const block of [...blocks, ACCESSIBLE[lang]]) {
    if (typeof block === 'string' && block.startsWith('## ')) {
      need(40)
      y -= 6
      lines(block.slice(3), { font: bold, size: 12.5, color: GREEN })
    } else if (typeof block === 'string' && block.startsWith('- ')) {
      need(15)
      page.drawText('•', { x: left + 4, y, size: 10.5, font: regular })
      lines(block.slice(2), { indent: 16, gap: 2 })
    } else if (typeof block === 'string') {
      lines(block)
    } else if (block.fields) {
      for (const label of block.fields) {
        need(30)
        page.drawText(clean(label), { x: left, y, size: 9.5, font: bold })
        y -= 18
        page.drawLine({
          start: { x: left, y },
          end: { x: left + width, y },
          thickness: 0.6,
          color: MUTED,
        })
        y -= 14
      }
    } else if (block.checks) {
      for (const label of block.checks) {
        need(18)
        page.drawRectangle({
          x: left,
          y: y - 2,
          width: 10,
          height: 10,
          borderColor: MUTED,
          borderWidth: 0.8,
        })
        lines(label, { indent: 18, gap: 3 })
      }
    }
  }
  if (REQUIRED_MATERIAL.test(file)) {
    const before = pdf.getPageCount()
    await addMultiLanguagePages(pdf, INSERT[lang])
    for (const added of pdf.getPages().slice(before)) {
      added.drawText(clean(FOOTER[lang]), {
        x: left,
        y: 48,
        size: 7.5,
        font: regular,
        color: MUTED,
      })
      added.drawText(clean(materialId), { x: left, y: 36, size: 7.5, font: regular, color: MUTED })
    }
  }
  return pdf.save({ useObjectStreams: false })
}

const dataDir = join(here, 'content-pdfs')
const files = (existsSync(dataDir) ? await readdir(dataDir) : [])
  .filter((name) => name.endsWith('.mjs'))
  .sort()
const seen = new Set()
let count = 0
for (const name of files) {
  const documents = (await import(pathToFileURL(join(here, 'content-pdfs', name)).href)).default
  for (const doc of documents) {
    if (seen.has(doc.file)) throw new Error(`${doc.file} is defined twice`)
    if (!['en', 'es'].includes(doc.lang)) throw new Error(`${doc.file}: lang must be en or es`)
    seen.add(doc.file)
    // A file's size is part of every Media link to it: after a change, update the links' size.
    const target = join(MEDIA_DIR, mediaFileName(basename(doc.file)))
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, await render(doc))
    count += 1
  }
}
console.log(`Wrote ${count} PDFs into content/_media/ from ${files.length} data files`)
