import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
// fontkit's Indic and Arabic shapers are compiled generators that expect this global.
import 'regenerator-runtime/runtime.js'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { languageOfName } from '../../slices/Table/languages.ts'

/**
 * The multi-language insert (42 CFR 422.2267(e)(31), 423.2267(e)(33)): English and the 15 most
 * common non-English languages, each passage in its own script with the plan's phone and TTY. Its
 * words are the nondiscrimination notice's table (content), the numbers the settings document's.
 */
export type MultiLanguageInsert = {
  heading: string
  intro: string
  /** The language as the document's reader names it, and the passage in that language. */
  rows: { language: string; text: string }[]
  phone: string
  tty: string
}

type Loose = Record<string, unknown> | undefined
type RichText = { text?: string }[]
type Cell = { content?: RichText }
type Row = { cells?: Cell[] }

const cellText = (cell: Cell | undefined) =>
  (cell?.content ?? [])
    .map((block) => block.text ?? '')
    .join(' ')
    .trim()

/**
 * The insert as the nondiscrimination notice's documents hold it: the page's table slice (its
 * title and caption, one row per language) and the settings document's phone and TTY. A passage
 * may write the numbers as {phone} and {tty}; null when the page has no such table.
 */
export function insertFromDocuments(page: Loose, settings: Loose): MultiLanguageInsert | null {
  const slices = (page?.slices ?? []) as { slice_type?: string; primary?: Loose }[]
  const table = slices.find((slice) => slice.slice_type === 'table')?.primary
  const body = ((table?.table as Loose)?.body as Loose)?.rows as Row[] | undefined
  const phone =
    typeof settings?.member_services_phone === 'string' ? settings.member_services_phone : ''
  const tty = typeof settings?.tty === 'string' ? settings.tty : ''
  if (!table || !body?.length || !phone || !tty) return null
  const fill = (text: string) => text.replaceAll('{phone}', phone).replaceAll('{tty}', tty)
  return {
    heading: String(table.title ?? ''),
    intro: String(table.caption ?? ''),
    rows: body.map((row) => ({
      language: cellText(row.cells?.[0]),
      text: fill(cellText(row.cells?.[1])),
    })),
    phone,
    tty,
  }
}

// Noto fonts from the npm registry (OFL): one face per script the insert writes.
const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  devanagari:
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  hans: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  hant: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
  japanese: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
} as const
type Face = keyof typeof FONT_FILES

const FACE_OF_LANG: Record<string, Face> = {
  ar: 'arabic',
  hi: 'devanagari',
  'zh-Hans': 'hans',
  'zh-Hant': 'hant',
  ja: 'japanese',
  ko: 'korean',
}
/** Scripts written without spaces between words: a line may break between any two characters. */
const UNSPACED = new Set<Face>(['hans', 'hant', 'japanese'])

const fontBytes = new Map<Face, Uint8Array>()
const requireFont = createRequire(import.meta.url)
function bytesOf(face: Face): Uint8Array {
  let bytes = fontBytes.get(face)
  if (!bytes) {
    bytes = readFileSync(requireFont.resolve(FONT_FILES[face]))
    fontBytes.set(face, bytes)
  }
  return bytes
}

/**
 * fontkit 1's TrueType subsetter (the one pdf-lib uses) writes glyphs end to end without padding,
 * so with short `loca` offsets (stored halved) every glyph after one of odd length is read from
 * the wrong byte and vanishes (most of Noto Sans did). Pads each glyph to an even length.
 */
function padSubsetGlyphs(): void {
  const subset = fontkit.create(bytesOf('latin') as Buffer).createSubset()
  const proto = Object.getPrototypeOf(subset) as {
    _addGlyph: (this: GlyphSubset, gid: number) => number
    _padsGlyphs?: true
  }
  if (proto._padsGlyphs) return
  const addGlyph = proto._addGlyph
  proto._addGlyph = function (gid) {
    const index = addGlyph.call(this, gid)
    const glyph = this.glyf[index]!
    if (glyph.length % 2) {
      const padded = new (glyph.constructor as new (length: number) => Uint8Array)(glyph.length + 1)
      padded.set(glyph, 0)
      this.glyf[index] = padded
      this.offset += 1
    }
    return index
  }
  proto._padsGlyphs = true
}
type GlyphSubset = { glyf: Uint8Array[]; offset: number }

const PAGE = { width: 612, height: 792, margin: 54 }
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.29, 0.33, 0.38)
const BRAND = rgb(0.05, 0.36, 0.29)
const SIZE = { heading: 14, intro: 9, language: 7, text: 8 }
const LEADING = 10

/** A run of a right-to-left line drawn left to right: numbers and Latin words keep their order. */
const LEFT_TO_RIGHT_RUN = /[A-Za-z0-9][A-Za-z0-9 ()+\-./]*[A-Za-z0-9)]|[A-Za-z0-9]/g

type Shaper = {
  unitsPerEm: number
  layout: (
    text: string,
    features: Record<string, boolean>,
  ) => { glyphs: { advanceWidth: number; codePoints: number[] }[] }
}
const shapers = new Map<Face, Shaper>()
const shaperOf = (face: Face): Shaper => {
  let shaper = shapers.get(face)
  if (!shaper) {
    shaper = fontkit.create(bytesOf(face) as Buffer) as unknown as Shaper
    shapers.set(face, shaper)
  }
  return shaper
}

/**
 * The width of each word (or, in a script without spaces, each character) of a passage, from one
 * shaping of the whole passage: shaping every candidate line again took seconds. Null when the
 * glyphs do not split into as many pieces as the text.
 */
function pieceWidths(text: string, face: Face, pieces: string[], rtl: boolean): number[] | null {
  const shaper = shaperOf(face)
  const scale = SIZE.text / shaper.unitsPerEm
  const glyphs = shaper.layout(text, featuresOf(face)).glyphs
  if (UNSPACED.has(face)) {
    // One glyph per character: a piece (a character, or a number kept whole) is its glyphs' sum.
    if (glyphs.length !== [...text].length) return null
    let at = 0
    return pieces.map((piece) =>
      glyphs
        .slice(at, (at += [...piece].length))
        .reduce((sum, g) => sum + g.advanceWidth * scale, 0),
    )
  }
  const widths = [0]
  for (const glyph of rtl ? [...glyphs].reverse() : glyphs) {
    if (glyph.codePoints.length === 1 && glyph.codePoints[0] === 0x20) widths.push(0)
    else widths[widths.length - 1]! += glyph.advanceWidth * scale
  }
  return widths.length === pieces.length ? widths : null
}

function wrap(text: string, font: PDFFont, face: Face, width: number, rtl = false): string[] {
  const unspaced = UNSPACED.has(face)
  // Without spaces a line breaks between characters, but never inside a number or a Latin word.
  const pieces = unspaced ? (text.match(/[!-~]+|./gsu) ?? []) : text.split(' ')
  const widths =
    pieceWidths(text, face, pieces, rtl) ??
    pieces.map((piece) => font.widthOfTextAtSize(piece, SIZE.text))
  const joiner = unspaced ? '' : ' '
  const space = unspaced ? 0 : font.widthOfTextAtSize(' ', SIZE.text)
  const lines: string[] = []
  let line: string[] = []
  let lineWidth = 0
  pieces.forEach((piece, index) => {
    const pieceWidth = widths[index]!
    // A closing mark (。，）) never starts a line.
    const closing = unspaced && /^[。，、）」』！？：；]$/.test(piece)
    if (line.length && !closing && lineWidth + space + pieceWidth > width) {
      lines.push(line.join(joiner))
      line = []
      lineWidth = 0
    }
    lineWidth += (line.length ? space : 0) + pieceWidth
    line.push(piece)
  })
  if (line.length) lines.push(line.join(joiner))
  return lines
}

/** Draws a right-to-left line ending at `right`: its runs from right to left, each shaped by fontkit. */
function drawRightToLeft(page: PDFPage, line: string, right: number, y: number, fonts: Fonts) {
  const runs: { text: string; ltr: boolean }[] = []
  let at = 0
  for (const match of line.matchAll(LEFT_TO_RIGHT_RUN)) {
    if (match.index > at) runs.push({ text: line.slice(at, match.index), ltr: false })
    runs.push({ text: match[0], ltr: true })
    at = match.index + match[0].length
  }
  if (at < line.length) runs.push({ text: line.slice(at), ltr: false })
  let x = right
  for (const run of runs) {
    const font = run.ltr ? fonts.latin : fonts.arabic
    x -= font.widthOfTextAtSize(run.text, SIZE.text)
    page.drawText(run.text, { x, y, size: SIZE.text, font, color: INK })
  }
}

type Fonts = Record<Face, PDFFont>

// pdf-lib draws each glyph at its advance width and ignores positioning (GPOS): fontkit's
// positioning features only cost time (most of a second per passage for Noto Sans's kerning).
// Substitution (GSUB: Arabic joining, Devanagari conjuncts and reordering) stays on.
const NO_POSITIONING = Object.fromEntries(
  ['kern', 'mark', 'mkmk', 'curs', 'dist', 'abvm', 'blwm', 'cpsp'].map((feature) => [
    feature,
    false,
  ]),
)
// Noto Sans's glyph composition splits a Vietnamese letter with a dot below (ị, ụ, ọ) into the
// letter and a combining dot: the precomposed glyph looks the same and its text copies as written.
const featuresOf = (face: Face) =>
  face === 'latin' ? { ...NO_POSITIONING, ccmp: false } : NO_POSITIONING

async function renderInsert(insert: MultiLanguageInsert): Promise<Uint8Array> {
  padSubsetGlyphs()
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.registerFontkit(fontkit)
  const fonts = Object.fromEntries(
    await Promise.all(
      (Object.keys(FONT_FILES) as Face[]).map(async (face) => [
        face,
        await pdf.embedFont(bytesOf(face), { subset: true, features: featuresOf(face) }),
      ]),
    ),
  ) as Fonts
  const width = PAGE.width - PAGE.margin * 2
  const right = PAGE.width - PAGE.margin
  let page = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  const room = (height: number) => {
    if (y - height >= PAGE.margin + 24) return
    page = pdf.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
  }
  y -= SIZE.heading
  page.drawText(insert.heading, {
    x: PAGE.margin,
    y,
    size: SIZE.heading,
    font: fonts.latin,
    color: BRAND,
  })
  for (const line of wrap(insert.intro, fonts.latin, 'latin', width)) {
    y -= LEADING + 1
    page.drawText(line, { x: PAGE.margin, y, size: SIZE.intro, font: fonts.latin, color: INK })
  }
  y -= 6
  for (const row of insert.rows) {
    const lang = languageOfName(row.language)
    const face = FACE_OF_LANG[lang?.lang ?? ''] ?? 'latin'
    const font = fonts[face]
    const rtl = lang?.dir === 'rtl'
    const lines = wrap(row.text, font, face, width, rtl)
    room(LEADING * (lines.length + 1) + 2)
    y -= LEADING + 2
    const name = { size: SIZE.language, font: fonts.latin, color: MUTED }
    const nameWidth = fonts.latin.widthOfTextAtSize(row.language, SIZE.language)
    page.drawText(row.language, { ...name, x: rtl ? right - nameWidth : PAGE.margin, y })
    for (const line of lines) {
      y -= LEADING
      if (rtl) drawRightToLeft(page, line, right, y, fonts)
      else page.drawText(line, { x: PAGE.margin, y, size: SIZE.text, font, color: INK })
    }
  }
  return pdf.save({ useObjectStreams: false })
}

// One rendering per insert (language and numbers): shaping and subsetting seven fonts takes about
// a second, copying the finished page into a document a few milliseconds.
const rendered = new Map<string, Promise<PDFDocument>>()

/** The insert's pages, rendered once per insert (the server warms both languages at start). */
export function renderedInsert(insert: MultiLanguageInsert): Promise<PDFDocument> {
  const key = JSON.stringify(insert)
  let source = rendered.get(key)
  if (!source) {
    source = renderInsert(insert).then((bytes) => PDFDocument.load(bytes))
    rendered.set(key, source)
    source.catch(() => rendered.delete(key))
  }
  return source
}

/** Adds the insert's page (or pages) at the end of `pdf`, before its footers are drawn. */
export async function addMultiLanguagePages(
  pdf: PDFDocument,
  insert: MultiLanguageInsert,
): Promise<void> {
  const from = await renderedInsert(insert)
  for (const page of await pdf.copyPages(from, from.getPageIndices())) pdf.addPage(page)
}
