// The embedded content repository's media library (content/_media/, decision 0019): files named
// `<asset id>_<file name>` as Prismic's CDN names them. The PDF scripts write their files there.
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const MEDIA_DIR = fileURLToPath(new URL('../content/_media/', import.meta.url))

/** The library file of `name` (its current asset id), or a new asset id for a new file. */
export function mediaFileName(name) {
  const existing = readdirSync(MEDIA_DIR).filter(
    (file) => file.slice(file.indexOf('_') + 1) === name,
  )
  if (existing.length > 1)
    throw new Error(`${name} is in the media library twice: ${existing.join(', ')}`)
  return existing[0] ?? `${randomBytes(12).toString('base64url').slice(0, 16)}_${name}`
}
