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

/**
 * The library's records for the illustrations the plan drew itself: who made each one
 * and under what licence it may be used. The alt text is not here: each Image field carries its
 * own, in its document's language. A record per file name (the asset id may change).
 */
export const MEDIA_RECORDS = [
  {
    name: 'home-neighbors.svg',
    title: 'Neighbors under the ceiba tree',
    use: 'Home page hero (Hero slice, zipEntry variation)',
    author: 'Ceiba Health design team',
    licence:
      "The plan's own work, © Ceiba Health; no third-party material. Free to use on Ceiba Health pages and materials.",
  },
  {
    name: 'plan-visit.svg',
    title: 'A doctor and a member go over the plan',
    use: 'Plan pages (the plan document’s Image field)',
    author: 'Ceiba Health design team',
    licence:
      "The plan's own work, © Ceiba Health; no third-party material. Free to use on Ceiba Health pages and materials.",
  },
  {
    name: 'benefits-everyday.svg',
    title: 'Benefits for every day: dental, medicines, food',
    use: 'Benefit pages (Hero slice, withImage variation)',
    author: 'Ceiba Health design team',
    licence:
      "The plan's own work, © Ceiba Health; no third-party material. Free to use on Ceiba Health pages and materials.",
  },
]
