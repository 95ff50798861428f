import { LOCALES } from '~/i18n/locales'
import type { Repository } from '@prismicio/client'
import { cookie as prismicCookie } from '@prismicio/client'
import { jsonError } from '~/server/http.server'
import { logger } from '~/server/logger.server'
import { loadContent, PREVIEW_REF, type ContentSnapshot, type RefView } from './store.server'
import { search } from './search.server'
import { QuerySyntaxError } from './query-syntax.server'
import type { ContentProblem } from './read-document.server'

/** The repository's HTTP handler, and the files it could not serve in its current read. */
export type EmbeddedHandler = ((request: Request) => Promise<Response>) & {
  problems: () => Promise<ContentProblem[]>
}

type Options = {
  /** The content directory: `<root>/<type>/<lang>/*.json` and `<root>/_drafts/**`. */
  root: string
  /** How long a read of the files is reused; development re-reads often to show edits. */
  maxAgeMs?: number
  /**
   * Whether a ref opens the drafts. The site passes a check of signed, expiring preview tokens
   * (decision 0012); the default, the bare drafts ref, is for tests of the repository itself.
   */
  isPreviewRef?: (ref: string) => boolean
}

const LANGUAGES = [
  { id: LOCALES.en.code, name: 'English - United States', is_master: true },
  { id: LOCALES.es.code, name: 'Spanish - Mexico', is_master: false },
]

// Problems already logged (file and message), so a development server re-reading every second
// logs a broken file once, and again after it was fixed and broke anew.
const logged = new Set<string>()

function logProblems(problems: ContentProblem[]): void {
  const key = (problem: ContentProblem) => `${problem.file}:${problem.line}:${problem.message}`
  const now = new Set(problems.map(key))
  for (const problem of problems) {
    if (logged.has(key(problem))) continue
    const { file, line, column, message, kept } = problem
    const outcome = kept ? 'its last good version is served' : 'it is left out'
    logger.warn(
      { code: 'content_document_skipped', file, line, column, kept },
      `${file} line ${line}: ${message} (${outcome})`,
    )
  }
  for (const old of logged) if (!now.has(old)) logged.delete(old)
  for (const added of now) logged.add(added)
}

/** Prismic-style error body (type and message, read by @prismicio/client) plus the site's shape. */
export const apiError = (status: number, type: string, message: string): Response =>
  jsonError(status, type, message, undefined, { type, message })

/** A cookie's value; a malformed one (bad percent-encoding) counts as absent. */
function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    const [key, ...value] = part.split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return undefined
    }
  }
  return undefined
}

function repository(snapshot: ContentSnapshot, previewRef: string | undefined): Repository {
  const docs = snapshot.master.documents
  const types = [...new Set(docs.map((doc) => doc.type))].sort()
  const refs = [{ id: 'master', ref: snapshot.master.ref, label: 'Master', isMasterRef: true }]
  if (previewRef)
    refs.push({ id: 'preview', ref: previewRef, label: 'Drafts (preview)', isMasterRef: false })
  return {
    refs,
    integrationFieldsRef: null,
    languages: LANGUAGES,
    types: Object.fromEntries(
      types.map((type) => [type, type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())]),
    ),
    tags: [...new Set(docs.flatMap((doc) => doc.tags))].sort(),
    forms: {},
    oauth_initiate: '',
    oauth_token: '',
    version: 'embedded',
    license: 'All Rights Reserved',
    experiments: { draft: [], running: [] },
    bookmarks: {},
  }
}

/**
 * The embedded content repository (decision 0001): the Prismic Content API v2 subset that
 * @prismicio/client uses, answered from JSON files. The same handler serves in-process calls
 * (the client's `fetch`) and HTTP at /_prismic/api/v2.
 */
export function createEmbeddedHandler({
  root,
  maxAgeMs = Number.POSITIVE_INFINITY,
  isPreviewRef = (ref) => ref === PREVIEW_REF,
}: Options): EmbeddedHandler {
  let cached: { at: number; snapshot: Promise<ContentSnapshot> } | undefined
  const snapshot = () => {
    if (!cached || Date.now() - cached.at > maxAgeMs) {
      const loading = loadContent(root)
      cached = { at: Date.now(), snapshot: loading }
      loading.then((content) => logProblems(content.problems)).catch(() => (cached = undefined))
    }
    return cached.snapshot
  }

  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return apiError(405, 'method_not_allowed', 'The content API only answers GET requests')
    }
    const route = /\/api\/v2\/?$/.test(url.pathname)
      ? 'repository'
      : /\/api\/v2\/documents\/search\/?$/.test(url.pathname)
        ? 'search'
        : null
    if (!route) return apiError(404, 'not_found', `No content API endpoint at ${url.pathname}`)
    const content = await snapshot()
    if (route === 'repository') {
      const cookie = readCookie(request, prismicCookie.preview)
      const previewRef =
        cookie && cookie.length <= 4096 && isPreviewRef(cookie) ? cookie : undefined
      return Response.json(repository(content, previewRef), {
        headers: { 'cache-control': 'no-store' },
      })
    }
    const ref = url.searchParams.get('ref')
    if (!ref)
      return apiError(
        400,
        'parsing-error',
        'The ref parameter is required: read the master ref from /api/v2',
      )
    const view: RefView | undefined =
      ref === content.master.ref
        ? content.master
        : ref.length <= 4096 && isPreviewRef(ref)
          ? content.preview
          : undefined
    if (!view) {
      return apiError(
        404,
        'api_notfound_error',
        `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${content.master.ref}`,
      )
    }
    try {
      return Response.json(search(view, url), {
        headers: {
          'cache-control': view === content.master ? 'public, max-age=5' : 'private, no-store',
        },
      })
    } catch (error) {
      if (error instanceof QuerySyntaxError) return apiError(400, 'parsing-error', error.message)
      throw error
    }
  }
  return Object.assign(handler, { problems: async () => (await snapshot()).problems })
}
