import { resolve } from 'node:path'
import * as prismic from '@prismicio/client'
import { config } from '~/server/config.server'
import { handleErrors } from '~/server/http.server'
import { signingKey } from '~/server/secrets.server'
import { apiError, createEmbeddedHandler, type EmbeddedHandler } from './embedded/handler.server'
import { createMediaHandler } from './embedded/media.server'
import { PREVIEW_REF } from './embedded/store.server'
import { verifyPreviewToken } from './preview-token'
import { prismicRoutes } from './routes'
import type { ContentProblem } from './types'

/** Where the embedded content repository is mounted for HTTP clients (Slice Machine, browsers). */
export const EMBEDDED_API_PATH = '/_prismic/api/v2'

let embedded: EmbeddedHandler | undefined

/** The site's embedded content repository over `content/` (a singleton per process). */
export function embeddedRepository(): EmbeddedHandler {
  embedded ??= createEmbeddedHandler({
    root: resolve(process.cwd(), config().CONTENT_DIR),
    // Production reads the files once; development re-reads them so edits show on reload.
    maxAgeMs: config().NODE_ENV === 'production' ? Number.POSITIVE_INFINITY : 1000,
    // Drafts only for a signed, unexpired preview token (decision 0012), in process and over HTTP.
    isPreviewRef: (ref) =>
      verifyPreviewToken(signingKey('preview token'), ref)?.ref === PREVIEW_REF,
  })
  return embedded
}

/** The content files the embedded repository could not serve (none with a Prismic repository). */
export async function contentProblems(): Promise<ContentProblem[]> {
  return config().PRISMIC_REPOSITORY ? [] : embeddedRepository().problems()
}

let media: ((request: Request) => Promise<Response>) | undefined

/** The embedded repository's media library at /_prismic/media/ (files and images of content). */
export function embeddedMediaResponse(request: Request): Promise<Response> {
  if (config().PRISMIC_REPOSITORY)
    return Promise.resolve(
      apiError(
        404,
        'not_found',
        'Media come from the Prismic repository; the embedded repository is off',
      ),
    )
  media ??= createMediaHandler({
    root: resolve(process.cwd(), config().CONTENT_DIR),
    maxAgeMs: config().NODE_ENV === 'production' ? Number.POSITIVE_INFINITY : 1000,
  })
  return handleErrors('media library', () => media!(request))
}

/** Forgets the repository and client, so the next read sees changed content (content-version.server.ts). */
export function resetContentClients(): void {
  embedded = undefined
  published = undefined
  media = undefined
}

/** A `fetch` bound to a handler: a server render never calls itself over HTTP (decision 0001). */
export function inProcessFetch(
  handler: (request: Request) => Promise<Response>,
): prismic.FetchLike {
  return (input, init) =>
    handler(
      new Request(input, { method: init?.method, headers: init?.headers, signal: init?.signal }),
    )
}

let published: prismic.Client | undefined

/**
 * The content client. With PRISMIC_REPOSITORY it talks to that repository; otherwise to the
 * embedded one in-process. `previewRef` (the preview cookie's value) selects drafts. The site
 * reads content only through this client.
 */
export function contentClient({ previewRef }: { previewRef?: string } = {}): prismic.Client {
  if (!previewRef && published) return published
  const c = config()
  const client = c.PRISMIC_REPOSITORY
    ? prismic.createClient(c.PRISMIC_REPOSITORY, {
        accessToken: c.PRISMIC_ACCESS_TOKEN,
        routes: prismicRoutes,
      })
    : prismic.createClient('embedded', {
        documentAPIEndpoint: new URL(EMBEDDED_API_PATH, c.SITE_URL).toString(),
        fetch: inProcessFetch(embeddedRepository()),
        routes: prismicRoutes,
      })
  if (previewRef) client.queryContentFromRef(previewRef)
  else published = client
  return client
}

/** HTTP access to the embedded repository; off (404) when a real Prismic repository is configured. */
export function embeddedApiResponse(request: Request): Promise<Response> {
  const repository = config().PRISMIC_REPOSITORY
  if (repository) {
    const message = `Content comes from the Prismic repository "${repository}"; the embedded repository is off`
    return Promise.resolve(apiError(404, 'not_found', message))
  }
  return handleErrors('content API', () => embeddedRepository()(request))
}
