import { contentSource } from './documents.server'
import type { LinkTarget } from './mock-links'
import { documentPath } from './routes'

/**
 * The published documents with these ids, read with the content client (the embedded repository
 * or Prismic), each with its address from the route resolver, by id. Unknown ids are left out.
 */
export async function documentLinkTargets(
  ids: readonly string[],
): Promise<Record<string, LinkTarget>> {
  if (ids.length === 0) return {}
  const { client, map } = await contentSource(undefined)
  const docs = await client.getAllByIDs([...ids], { lang: '*' })
  return Object.fromEntries(
    docs.map((doc) => [
      doc.id,
      { type: doc.type, uid: doc.uid, lang: doc.lang, url: documentPath(doc, map) },
    ]),
  )
}
