import { inflateSync } from 'node:zlib'

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
