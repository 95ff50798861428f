import * as prismic from '@prismicio/client'
import { getCookie, getRequestHeader, setCookie } from '@tanstack/react-start/server'
import { config } from '~/server/config.server'
import { signingKey } from '~/server/secrets.server'
import type { Lang } from '~/i18n/locales'
import { contentClient } from './client.server'
import { pagePathMap } from './documents.server'
import { PREVIEW_REF } from './embedded/store.server'
import { safeReturnPath } from './preview-paths'
import { signPreviewToken, verifyPreviewToken } from './preview-token'
import { documentPath } from './routes'

const PREVIEW_COOKIE = prismic.cookie.preview
const MAX_TOKEN_LENGTH = 2048

const previewKey = () => signingKey('preview token')

/**
 * The content ref of this request's preview session, or undefined. The `io.prismic.preview`
 * cookie holds a signed, expiring token (src/content/preview-token.ts); anything else (the old
 * fixed token, a forged or expired one, a malformed cookie) means no preview. On the embedded
 * repository the ref is the token itself, which the repository verifies again; with Prismic it
 * is the Prismic preview ref the token carries.
 */
export function previewRefFromCookie(): string | undefined {
  let value: string | undefined
  try {
    value = getCookie(PREVIEW_COOKIE)
  } catch {
    return undefined
  }
  const verified = verifyPreviewToken(previewKey(), value)
  if (!verified || !value) return undefined
  if (config().PRISMIC_REPOSITORY) return verified.ref
  return verified.ref === PREVIEW_REF ? value : undefined
}

/** A session cookie that ends with the token: the preview lasts until it expires, the browser closes or the editor exits. */
function storePreviewToken(token: string, expiresAt: Date) {
  setCookie(PREVIEW_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    secure:
      config().SITE_URL.startsWith('https:') && getRequestHeader('x-forwarded-proto') !== 'http',
  })
}

export type PreviewOutcome = { url: string } | { error: 'invalidToken' | 'notFound' }

/**
 * Enters preview: checks the token, resolves the previewed document's path under the preview
 * ref (drafts included) and stores a signed token for the session. The embedded repository
 * accepts only a token signed with PREVIEW_SECRET (`node scripts/preview-link.mjs`); with a real
 * repository Prismic validates its own token and the site signs the cookie that carries it.
 */
export async function enterPreview(token: string, documentId: string): Promise<PreviewOutcome> {
  if (token.length > MAX_TOKEN_LENGTH) return { error: 'invalidToken' }
  const embedded = !config().PRISMIC_REPOSITORY
  const verified = embedded ? verifyPreviewToken(previewKey(), token) : null
  if (embedded && verified?.ref !== PREVIEW_REF) return { error: 'invalidToken' }
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
    if (verified) storePreviewToken(token, verified.expiresAt)
    else {
      const expiresAt = new Date(Date.now() + config().PREVIEW_TOKEN_MINUTES * 60_000)
      storePreviewToken(signPreviewToken(previewKey(), token, expiresAt), expiresAt)
    }
    return { url }
  } catch (error) {
    if (error instanceof prismic.NotFoundError || error instanceof prismic.PreviewTokenExpiredError)
      return { error: 'notFound' }
    if (error instanceof prismic.ForbiddenError || error instanceof prismic.ParsingError)
      return { error: 'invalidToken' }
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
  return new Response(null, {
    status: 303,
    headers: { location: to, 'set-cookie': expired, 'cache-control': 'no-store' },
  })
}
