import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deriveSigningKey } from '~/content/preview-token'
import { config } from './config.server'

/** Reads a secret file under `dir`, creating it (mode 0600, 32 random bytes) on first run; two processes agree. */
function loadOrCreate(dir: string, name: string): string {
  const file = join(dir, name)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dir, { recursive: true })
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 })
    chmodSync(file, 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}

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
  return (secret = loadOrCreate(c.DATA_DIR, 'preview.key'))
}

/** A subkey of the signing secret for one purpose, so a preview token can never pass as a form token. */
export function signingKey(purpose: 'preview token' | 'form token'): Buffer {
  return deriveSigningKey(signingSecret(), purpose)
}
