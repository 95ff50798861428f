// Prints a preview link for a document of the embedded content repository (decision 0012):
//   node scripts/preview-link.mjs <documentId> [minutes]
// The token is signed with PREVIEW_SECRET, or the key file DATA_DIR/preview.key the server made,
// and expires after `minutes` (PREVIEW_TOKEN_MINUTES, default 480). Same format as
// src/content/preview-token.ts (a unit test checks that the two agree).
import { createHmac, hkdfSync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export function previewToken(secret, minutes, now = Date.now()) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'ceiba preview token', 32))
  const payload = `pv1.${Math.floor((now + minutes * 60_000) / 1000)}.${Buffer.from('embedded-preview').toString('base64url')}`
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [documentId, minutesArg] = process.argv.slice(2)
  if (!documentId) {
    console.error('Usage: node scripts/preview-link.mjs <documentId> [minutes]')
    process.exit(1)
  }
  const secret =
    process.env.PREVIEW_SECRET ??
    readFileSync(join(process.env.DATA_DIR ?? '.data', 'preview.key'), 'utf8').trim()
  const minutes = Number(minutesArg ?? process.env.PREVIEW_TOKEN_MINUTES ?? 480)
  const site = process.env.SITE_URL ?? 'http://localhost:3000'
  console.log(
    `${new URL('/preview/', site)}?token=${previewToken(secret, minutes)}&documentId=${encodeURIComponent(documentId)}`,
  )
}
