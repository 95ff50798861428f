import { fileURLToPath } from 'node:url'
import * as prismic from '@prismicio/client'
import { describe, expect, it, vi } from 'vitest'
import { inProcessFetch } from './client.server'
import { createEmbeddedHandler } from './embedded/handler.server'
import { buildPagePathMap, documentPath, prismicRoutes, ROUTABLE_TYPES } from './routes'

// The site's own content/ directory, served by the embedded repository to the real client.
const root = fileURLToPath(new URL('../../content', import.meta.url))
const client = prismic.createClient('embedded', {
  documentAPIEndpoint: 'http://embedded.test/_prismic/api/v2',
  fetch: inProcessFetch(createEmbeddedHandler({ root })),
  routes: prismicRoutes,
})

describe('the site content through the route resolver', () => {
  it('gives every routable document its own path, and every page an entry in the path map', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const docs = await client.dangerouslyGetAll({
      lang: '*',
      filters: [prismic.filter.any('document.type', [...ROUTABLE_TYPES])],
    })
    const map = buildPagePathMap(
      docs.map((doc) => ({ ...doc, data: doc.data as { path?: unknown } })),
    )
    const paths = docs
      .map((doc) => documentPath(doc, map))
      .filter((path): path is string => path !== null)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('points every alternate language at a published twin that links back', async () => {
    const docs = await client.dangerouslyGetAll({ lang: '*' })
    const byId = new Map(docs.map((doc) => [doc.id, doc]))
    const broken = docs.flatMap((doc) =>
      doc.alternate_languages
        .filter((alt) => !byId.get(alt.id)?.alternate_languages.some((back) => back.id === doc.id))
        .map((alt) => `${doc.type}/${doc.lang}/${doc.uid} -> ${alt.id}`),
    )
    expect(broken).toEqual([])
  })
})
