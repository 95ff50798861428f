import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * Signed, expiring preview tokens (decision 0012). A token reads `pv1.<expires>.<ref>.<mac>`:
 * `expires` in seconds since the epoch, `ref` the content ref it opens (base64url: the embedded
 * repository's drafts ref, or a Prismic preview ref), `mac` an HMAC-SHA256 of the rest under the
 * preview subkey of PREVIEW_SECRET. Editors get one from `npm run preview:link`; the preview
 * cookie holds one; the embedded content API answers drafts only for one. Pure: tests sign
 * tokens with a known key.
 */
const PREFIX = 'pv1'
const MAX_LENGTH = 4096

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url')

export function signPreviewToken(key: Buffer, ref: string, expiresAt: Date): string {
  const payload = `${PREFIX}.${Math.floor(expiresAt.getTime() / 1000)}.${Buffer.from(ref, 'utf8').toString('base64url')}`
  return `${payload}.${mac(key, payload)}`
}

export type VerifiedPreview = { ref: string; expiresAt: Date }

/** The ref a token opens, or null when it is malformed, forged or expired. */
export function verifyPreviewToken(
  key: Buffer,
  token: unknown,
  now = new Date(),
): VerifiedPreview | null {
  if (typeof token !== 'string' || token.length > MAX_LENGTH) return null
  const parts = token.split('.')
  if (
    parts.length !== 4 ||
    parts[0] !== PREFIX ||
    !/^\d{1,12}$/.test(parts[1]!) ||
    !/^[\w-]+$/.test(parts[2]!)
  )
    return null
  const expected = Buffer.from(mac(key, parts.slice(0, 3).join('.')))
  const given = Buffer.from(parts[3]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const expiresAt = new Date(Number(parts[1]) * 1000)
  if (expiresAt.getTime() <= now.getTime()) return null
  const ref = Buffer.from(parts[2]!, 'base64url').toString('utf8')
  return ref ? { ref, expiresAt } : null
}

/** The subkey of a signing secret for one purpose (HKDF-SHA256), so one kind of token never passes as another. */
export function deriveSigningKey(secret: string, purpose: 'preview token' | 'form token'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `ceiba ${purpose}`, 32))
}
