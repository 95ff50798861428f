import * as prismic from '@prismicio/client'
import { getCookie, getRequestHeader, setCookie } from '@tanstack/react-start/server'
import { config } from '~/server/config.server'
import type { Lang } from '~/i18n/locales'
import { contentClient } from './client.server'
import { pagePathMap } from './documents.server'
import { PREVIEW_REF } from './embedded/store.server'
import { safeReturnPath } from './preview-paths'
import { documentPath } from './routes'

const PREVIEW_COOKIE = prismic.cookie.preview
const MAX_TOKEN_LENGTH = 2048

/** The preview ref of this request's session (Prismic's `io.prismic.preview` cookie), if any. */
export function previewRefFromCookie(): string | undefined {
  const value = getCookie(PREVIEW_COOKIE)
  if (!value || value.length > MAX_TOKEN_LENGTH) return undefined
  // The embedded repository has one drafts ref; any other value is stale and means no preview.
  return config().PRISMIC_REPOSITORY || value === PREVIEW_REF ? value : undefined
}

/** A session cookie, like Prismic's: the preview lasts until the browser closes or the editor exits. */
function storePreviewRef(token: string) {
  setCookie(PREVIEW_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config().SITE_URL.startsWith('https:') && getRequestHeader('x-forwarded-proto') !== 'http',
  })
}

export type PreviewOutcome = { url: string } | { error: 'invalidToken' | 'notFound' }

/**
 * Enters preview: checks the token, resolves the previewed document's path under the preview
 * ref (drafts included) and stores the ref for the session. Embedded content accepts only its
 * drafts token; a real repository validates its own tokens.
 */
export async function enterPreview(token: string, documentId: string): Promise<PreviewOutcome> {
  if (token.length > MAX_TOKEN_LENGTH) return { error: 'invalidToken' }
  if (!config().PRISMIC_REPOSITORY && token !== PREVIEW_REF) return { error: 'invalidToken' }
  const client = contentClient({ previewRef: token })
  try {
    const map = await pagePathMap(client, token)
    const url = await client.resolvePreviewURL({
      previewToken: token,
      documentID: documentId,
      linkResolver: (link) => documentPath(link, map),
      defaultURL: '',
    })
    if (!url) return { error: 'notFound' }
    storePreviewRef(token)
    return { url }
  } catch (error) {
    if (error instanceof prismic.NotFoundError || error instanceof prismic.PreviewTokenExpiredError) return { error: 'notFound' }
    if (error instanceof prismic.ForbiddenError || error instanceof prismic.ParsingError) return { error: 'invalidToken' }
    throw error
  }
}

/** The language an editor reads: Spanish when the browser prefers it (the preview URL has no prefix). */
export function editorLanguage(): Lang {
  const header = getRequestHeader('accept-language') ?? ''
  return /^\s*es\b/i.test(header) ? 'es' : 'en'
}

/** POST /preview/exit/: ends the preview session and returns to the page the editor was on. */
export async function exitPreviewResponse(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null)
  const to = safeReturnPath(form?.get('to'))
  const expired = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`
  return new Response(null, { status: 303, headers: { location: to, 'set-cookie': expired, 'cache-control': 'no-store' } })
}
