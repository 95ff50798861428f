// Writes the PDFs the part b pages link (Part B drug lists, medical forms and guides, enrollment kit
// packets) into public/documents/: `node scripts/content-author/pages-b/lib/pdfs.mjs`.
// Each entry: { file, lang: 'en'|'es', title, subtitle?, materialId, sections: [{ heading?, text?, rows? }] }.
import { writeFile, mkdir } from 'node:fs/promises'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { PDF_ENTRIES } from './pdf-entries.mjs'

const OUT = new URL('../../../../public/documents/', import.meta.url)
const GREEN = rgb(0.02, 0.24, 0.19)

function wrap(text, font, size, width) {
  const lines = []
  for (const paragraph of String(text).split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
  }
  return lines
}

/** Helvetica (WinAnsi) cannot draw every character: swap the few that appear in our copy. */
const safe = (text) => String(text).replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/≥/g, '>=').replace(/…/g, '...')

async function render(entry) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(safe(entry.title))
  pdf.setLanguage(entry.lang === 'en' ? 'en-US' : 'es-MX')
  pdf.setAuthor('Ceiba Health')
  const date = new Date('2025-10-01T00:00:00Z')
  pdf.setCreationDate(date)
  pdf.setModificationDate(date)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const footer = `Ceiba Health - 1-800-555-0123 - TTY 711 - ${entry.materialId}`
  let page
  let y
  const newPage = () => {
    page = pdf.addPage([612, 792])
    page.drawText(footer, { x: 56, y: 36, size: 8, font: regular, color: rgb(0.3, 0.3, 0.3) })
    y = 740
  }
  const need = (height) => {
    if (y - height < 60) newPage()
  }
  const write = (text, { font = regular, size = 10, x = 56, width = 500, gap = 4, color } = {}) => {
    for (const line of wrap(safe(text), font, size, width)) {
      need(size + gap)
      page.drawText(line, { x, y, size, font, ...(color ? { color } : {}) })
      y -= size + gap
    }
  }
  newPage()
  write(entry.title, { font: bold, size: 16, color: GREEN, gap: 6 })
  if (entry.subtitle) write(entry.subtitle, { size: 11, gap: 6 })
  y -= 8
  for (const section of entry.sections) {
    if (section.heading) {
      need(40)
      y -= 6
      write(section.heading, { font: bold, size: 12, color: GREEN, gap: 6 })
    }
    if (section.text) {
      write(section.text)
      y -= 6
    }
    if (section.rows) {
      const columns = section.rows[0].length
      const widths = columns === 2 ? [170, 330] : columns === 3 ? [140, 130, 230] : [120, 100, 200, 80]
      for (const [r, row] of section.rows.entries()) {
        const cells = row.map((cell, i) => wrap(safe(cell), r === 0 && section.header ? bold : regular, 9, widths[i] - 8))
        const height = Math.max(...cells.map((c) => c.length)) * 12 + 4
        need(height)
        let x = 56
        cells.forEach((lines, i) => {
          lines.forEach((line, l) => page.drawText(line, { x, y: y - l * 12, size: 9, font: r === 0 && section.header ? bold : regular }))
          x += widths[i]
        })
        y -= height
      }
      y -= 6
    }
  }
  return pdf.save({ useObjectStreams: false })
}

await mkdir(OUT, { recursive: true })
for (const entry of PDF_ENTRIES) {
  await writeFile(new URL(entry.file, OUT), await render(entry))
}
console.log(`Wrote ${PDF_ENTRIES.length} PDFs to public/documents/`)
