import { fileURLToPath } from 'node:url'
import * as prismic from '@prismicio/client'
import { inProcessFetch } from '~/content/client.server'
import { prismicRoutes } from '~/content/routes'
import { createEmbeddedHandler } from '~/content/embedded/handler.server'

/** Test support: the real client over the embedded repository of tests/fixtures/content. */
export const FIXTURE_ROOT = fileURLToPath(new URL('../fixtures/content', import.meta.url))
export const FIXTURE_ENDPOINT = 'http://embedded.test/_prismic/api/v2'

export function fixtureRepository() {
  const handler = createEmbeddedHandler({ root: FIXTURE_ROOT })
  const client = (ref?: string) => {
    const created = prismic.createClient('embedded', {
      documentAPIEndpoint: FIXTURE_ENDPOINT,
      fetch: inProcessFetch(handler),
      routes: prismicRoutes,
    })
    if (ref) created.queryContentFromRef(ref)
    return created
  }
  return { handler, client }
}
