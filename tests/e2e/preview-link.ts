import { deriveSigningKey, signPreviewToken } from '../../src/content/preview-token.ts'

/** The end-to-end server's signing secret (playwright.config.ts sets PREVIEW_SECRET to it). */
export const E2E_PREVIEW_SECRET = 'e2e-only-preview-secret-not-for-production-0000'

/** A preview link as an editor gets it from `node scripts/preview-link.mjs` (decision 0012). */
export function previewLink(
  documentId: string,
  { minutes = 30, secret = E2E_PREVIEW_SECRET } = {},
): string {
  const token = signPreviewToken(
    deriveSigningKey(secret, 'preview token'),
    'embedded-preview',
    new Date(Date.now() + minutes * 60_000),
  )
  return `/preview/?token=${token}&documentId=${encodeURIComponent(documentId)}`
}
