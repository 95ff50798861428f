import { LOCALES, asLang, type LocaleCode } from '~/i18n/locales'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { addMultiLanguagePages, type MultiLanguageInsert } from './multi-language-page.server'

/** A titled block of label/value rows, or a paragraph when `rows` is absent. */
export type PdfSection = { heading: string; rows?: [string, string][]; text?: string }
export type PdfContent = {
  lang: LocaleCode
  title: string
  subtitle: string
  materialId: string
  issued: Date
  sections: PdfSection[]
  footer: string
  /** The multi-language insert, on a last page of its own, for a required material. */
  insert?: MultiLanguageInsert | null
}

const PAGE = { width: 612, height: 792, margin: 54 }
const INK = rgb(0.1, 0.12, 0.16)
const BRAND = rgb(0.05, 0.36, 0.29)

/** Splits text into lines no wider than `width` at `size` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

/**
 * Renders a plan document as a text-only PDF (Helvetica, WinAnsi, so Spanish accents work), and
 * the multi-language insert after it in embedded Noto fonts when given. Dates are fixed by the
 * caller, so the same data gives the same bytes.
 */
export async function renderPlanPdf(content: PdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(content.title, { showInWindowTitleBar: true })
  pdf.setLanguage(LOCALES[asLang(content.lang)].tag)
  pdf.setAuthor('Ceiba Health')
  pdf.setSubject(content.subtitle)
  pdf.setProducer('Ceiba Health')
  pdf.setCreator('Ceiba Health')
  pdf.setCreationDate(content.issued)
  pdf.setModificationDate(content.issued)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const textWidth = PAGE.width - PAGE.margin * 2
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin

  const newPageIfNeeded = (height: number) => {
    if (y - height >= PAGE.margin + 24) return
    page = pdf.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
  }
  type WriteOptions = {
    font?: PDFFont
    size?: number
    x?: number
    width?: number
    color?: typeof INK
    gap?: number
  }
  const write = (text: string, options: WriteOptions = {}) => {
    const { font = regular, size = 10.5, x = PAGE.margin, color = INK, gap = 4 } = options
    const width = options.width ?? textWidth - (x - PAGE.margin)
    for (const line of wrap(text, font, size, width)) {
      newPageIfNeeded(size + gap)
      y -= size + gap
      page.drawText(line, { x, y, size, font, color })
    }
  }

  write('Ceiba Health', { font: bold, size: 12, color: BRAND })
  write(content.title, { font: bold, size: 20, gap: 10 })
  write(content.subtitle, { size: 12, gap: 8 })
  y -= 8
  for (const section of content.sections) {
    newPageIfNeeded(40)
    y -= 10
    write(section.heading, { font: bold, size: 13, color: BRAND, gap: 6 })
    if (section.text) write(section.text)
    for (const [label, value] of section.rows ?? []) {
      newPageIfNeeded(16)
      const top = y
      write(label, { font: bold, width: textWidth * 0.52 })
      const afterLabel = y
      y = top
      write(value, { x: PAGE.margin + textWidth * 0.55 })
      y = Math.min(y, afterLabel) - 2
    }
  }
  if (content.insert) await addMultiLanguagePages(pdf, content.insert)
  const pages = pdf.getPages()
  pages.forEach((each, index) => {
    each.drawText(`${content.footer}   ${content.materialId}   ${index + 1}/${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin - 20,
      size: 8,
      font: regular,
      color: INK,
    })
  })
  return pdf.save({ useObjectStreams: false })
}
