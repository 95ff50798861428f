import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { MEDIA_DIR, MEDIA_RECORDS } from '../../scripts/media-library.mjs'

type MediaRecord = { name: string; title: string; author: string; licence: string }
const records = MEDIA_RECORDS as MediaRecord[]
const library = readdirSync(MEDIA_DIR as string)
const fileOf = (name: string) => library.find((file) => file.slice(file.indexOf('_') + 1) === name)

/** Every Image field of the content documents (an object with url, dimensions and alt). */
function imagesIn(node: unknown, found: Array<{ url: string; alt: unknown }> = []) {
  if (Array.isArray(node)) for (const item of node) imagesIn(item, found)
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>
    if (typeof record.url === 'string' && 'dimensions' in record && 'alt' in record)
      found.push({ url: record.url, alt: record.alt })
    else for (const value of Object.values(record)) imagesIn(value, found)
  }
  return found
}
function documents(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name.startsWith('_')
        ? []
        : documents(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('the illustrations of the media library', () => {
  it('each has a record with its author and licence, and its file in the library', () => {
    expect(records.length).toBeGreaterThan(0)
    for (const record of records) {
      expect(fileOf(record.name), record.name).toBeDefined()
      expect(record.author.length).toBeGreaterThan(0)
      expect(record.licence).toMatch(/own work/)
    }
  })

  it('are shown with alt text in both languages wherever a document uses them', () => {
    const uses = new Map<string, Set<string>>()
    for (const file of documents('content')) {
      const lang = file.includes('/es-mx/') ? 'es' : file.includes('/en-us/') ? 'en' : null
      if (!lang) continue
      for (const image of imagesIn(JSON.parse(readFileSync(file, 'utf8')))) {
        const record = records.find((r) => image.url.endsWith(`_${r.name}`))
        if (!record) continue
        expect(typeof image.alt === 'string' && image.alt.trim().length > 10, file).toBe(true)
        uses.set(record.name, (uses.get(record.name) ?? new Set()).add(lang))
      }
    }
    for (const record of records)
      expect([...(uses.get(record.name) ?? [])].sort()).toEqual(['en', 'es'])
  })
})
