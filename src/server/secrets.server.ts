import { deriveSigningKey } from '~/content/preview-token'
import { config } from './config.server'
import { readOrCreateKeyFile } from './key-file.server'

let secret: string | undefined

/**
 * The signing secret: PREVIEW_SECRET when set; else, on the embedded database only, the key file
 * DATA_DIR/preview.key (like the enrollment key). Several servers must share it, so PostgreSQL
 * requires the variable.
 */
export function signingSecret(): string {
  if (secret) return secret
  const c = config()
  if (c.PREVIEW_SECRET) return (secret = c.PREVIEW_SECRET)
  if (c.DATABASE_URL) throw new Error('PREVIEW_SECRET must be set when DATABASE_URL is set')
  return (secret = readOrCreateKeyFile(c.DATA_DIR, 'preview.key'))
}

/** A subkey of the signing secret for one purpose, so a preview token can never pass as a form token. */
export function signingKey(purpose: 'preview token' | 'form token'): Buffer {
  return deriveSigningKey(signingSecret(), purpose)
}
