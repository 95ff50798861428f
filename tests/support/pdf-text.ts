import { inflateSync } from 'node:zlib'
import type { PDFRawStream } from 'pdf-lib'

// WinAnsi (the standard fonts' encoding) where it differs from Latin-1.
const WIN_ANSI: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
}

/**
 * The text a PDF shows, one string per text-showing operator (`<hex> Tj` or `(text) Tj`), in the
 * order drawn: enough to read the site's own generated PDFs (pdf-lib, standard fonts, Flate
 * content streams) as a reader sees them, without the code that wrote them.
 */
export function pdfStrings(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes)
  const out: string[] = []
  let from = 0
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1')
    if (start === -1) break
    let body = start + 'stream'.length
    if (raw[body] === 0x0d) body++
    if (raw[body] === 0x0a) body++
    const end = raw.indexOf('endstream', body, 'latin1')
    if (end === -1) break
    from = end + 'endstream'.length
    const chunk = raw.subarray(body, end)
    let text: string
    try {
      text = inflateSync(chunk).toString('latin1')
    } catch {
      text = chunk.toString('latin1')
    }
    for (const match of text.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (match[1] !== undefined) {
        const hex = match[1].replace(/\s/g, '')
        let line = ''
        for (let i = 0; i < hex.length; i += 2) {
          const code = parseInt(hex.slice(i, i + 2), 16)
          line += WIN_ANSI[code] ?? String.fromCharCode(code)
        }
        out.push(line)
      } else out.push(match[2]!.replace(/\\(.)/g, '$1'))
    }
  }
  return out
}

/** A Type0 font's ToUnicode CMap: glyph code (hex) to the text it stands for. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  const utf16 = (hex: string) => {
    const units = (hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))
    return String.fromCharCode(...units)
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, value] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), utf16(value!))
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, value] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = parseInt(from!, 16)
      for (let code = start; code <= parseInt(to!, 16); code++)
        map.set(
          code.toString(16).toUpperCase().padStart(from!.length, '0'),
          String.fromCodePoint(parseInt(value!, 16) + code - start),
        )
    }
  return map
}

/**
 * The text each page shows, one string per text-showing operator in the order drawn, page by page:
 * like `pdfStrings`, and fonts embedded with Identity-H encoding (the multi-language insert's Noto
 * fonts) are read through their ToUnicode CMaps, so a passage reads as its characters. Glyphs are
 * in drawing order: a right-to-left run reads reversed, and a ligature reads as all its letters.
 */
export async function pdfPageStrings(bytes: Uint8Array): Promise<string[][]> {
  const { PDFDocument, PDFDict, PDFName, PDFArray, decodePDFRawStream } = await import('pdf-lib')
  const pdf = await PDFDocument.load(bytes)
  const streamText = (stream: unknown) =>
    Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1')
  return pdf.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string> | null>()
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict)
      const unicode = font.get(PDFName.of('ToUnicode'))
      const cmap = unicode ? pdf.context.lookup(unicode) : undefined
      fonts.set(name.decodeText(), cmap ? toUnicode(streamText(cmap)) : null)
    }
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents]
    const out: string[] = []
    let cmap: Map<string, string> | null = null
    for (const stream of streams) {
      const text = streamText(stream)
      for (const match of text.matchAll(
        /\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
      )) {
        if (match[1] !== undefined) cmap = fonts.get(match[1]) ?? null
        else if (match[2] !== undefined) {
          const hex = match[2].replace(/\s/g, '').toUpperCase()
          let line = ''
          if (cmap)
            for (let i = 0; i < hex.length; i += 4)
              line += cmap.get(hex.slice(i, i + 4)) ?? '\uFFFD'
          else
            for (let i = 0; i < hex.length; i += 2) {
              const code = parseInt(hex.slice(i, i + 2), 16)
              line += WIN_ANSI[code] ?? String.fromCharCode(code)
            }
          out.push(line)
        } else out.push(match[3]!.replace(/\\(.)/g, '$1'))
      }
    }
    return out
  })
}
