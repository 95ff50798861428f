import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMediaHandler } from './media.server'

const media = createMediaHandler({ root: 'content' })
const files = readdirSync('content/_media')
const pdf = files.find((file) => file.endsWith('_ceiba-code-of-conduct.pdf'))!
const svg = files.find((file) => file.endsWith('_family.svg'))!
const get = (path: string, method = 'GET') =>
  media(new Request(`http://site.test${path}`, { method }))

describe('the embedded repository’s media library', () => {
  it('serves a library file with its type and size, cached for a day', async () => {
    const response = await get(`/_prismic/media/${pdf}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename="ceiba-code-of-conduct.pdf"',
    )
    expect((await response.arrayBuffer()).byteLength).toBe(
      statSync(join('content/_media', pdf)).size,
    )
  })

  it('serves images as SVG that cannot run script on their own', async () => {
    const response = await get(`/_prismic/media/${svg}`, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toMatch(/sandbox/)
    expect(await response.text()).toBe('')
  })

  it('answers 404 for a name not in the library, a path out of it or a malformed name, and 405 for writes', async () => {
    for (const path of [
      '/_prismic/media/AAAAAAAAAAAAAAAA_nothing.pdf',
      '/_prismic/media/..%2f..%2fpackage.json',
      '/_prismic/media/%E0%A4%A.pdf',
      `/_prismic/media/${pdf}x`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toMatchObject({ type: 'not_found' })
    }
    expect((await get(`/_prismic/media/${pdf}`, 'POST')).status).toBe(405)
  })
})
