// Builders for Prismic API-shaped values (what the Content API returns), used by the seed scripts.
import { createHash } from 'node:crypto'

/** A stable, Prismic-looking id (16 url-safe characters) from any string. */
export function stableId(seed) {
  return createHash('sha256').update(seed).digest('base64url').slice(0, 16)
}

/** A stable UUID (version 4 layout) from any string: Slice Machine keys links and group items by UUID. */
export function stableUuid(seed) {
  const hex = createHash('sha256').update(seed).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Inline mini-markup: **strong**, *em* and [label](url) become Prismic spans. */
function inline(source) {
  let text = ''
  const spans = []
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    text += source.slice(last, match.index)
    const start = text.length
    if (match[1] !== undefined) {
      text += match[1]
      spans.push({ start, end: text.length, type: 'strong' })
    } else if (match[2] !== undefined) {
      text += match[2]
      spans.push({ start, end: text.length, type: 'em' })
    } else {
      text += match[3]
      spans.push({ start, end: text.length, type: 'hyperlink', data: { link_type: 'Web', url: match[4] } })
    }
    last = match.index + match[0].length
  }
  text += source.slice(last)
  return { text, spans }
}

/**
 * Rich text from lines: '## ' heading2, '### ' heading3, '- ' list item, '1. ' ordered item,
 * anything else a paragraph.
 */
export function rt(...lines) {
  return lines.map((line) => {
    const rules = [
      [/^## /, 'heading2'],
      [/^### /, 'heading3'],
      [/^- /, 'list-item'],
      [/^\d+\. /, 'o-list-item'],
    ]
    for (const [pattern, type] of rules) {
      if (pattern.test(line)) return { type, ...inline(line.replace(pattern, '')), direction: 'ltr' }
    }
    return { type: 'paragraph', ...inline(line), direction: 'ltr' }
  })
}

export const web = (url, text) => (text === undefined ? { link_type: 'Web', url } : { link_type: 'Web', url, text })
export const noLink = () => ({ link_type: 'Any' })

export function image(url, alt, width = 1200, height = 800) {
  return { dimensions: { width, height }, alt, copyright: null, url, id: stableId(url), edit: { x: 0, y: 0, zoom: 1, background: 'transparent' } }
}
export const noImage = () => ({})

/** A Prismic table: the first row is the header row. */
export function table(header, rows) {
  const cell = (seed, type, text) => ({ key: stableUuid(seed), type, content: rt(text) })
  return {
    head: { rows: [{ key: stableUuid(`h${header.join()}`), cells: header.map((h, i) => cell(`h${i}${h}`, 'header', h)) }] },
    body: {
      rows: rows.map((row, r) => ({
        key: stableUuid(`r${r}${row.join()}`),
        cells: row.map((text, c) => cell(`c${r}.${c}${text}`, 'data', text)),
      })),
    },
  }
}
