// Stable identifiers for authored documents: the same definition always yields the same ids, so
// rebuilding changes a file only when its content changes.
import { createHash } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** A 16-character Prismic-like document id from a seed (e.g. `page/en-us/about`). */
export function documentId(seed) {
  const bytes = createHash('sha256').update(`doc:${seed}`).digest()
  let id = ''
  for (let i = 0; i < 16; i += 1) id += ALPHABET[bytes[i] % 64]
  return id
}

/** A UUID-shaped key from a seed (slice ids, table row and cell keys, group item keys). */
export function stableUuid(seed) {
  const hex = createHash('sha256').update(`key:${seed}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
