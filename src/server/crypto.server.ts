import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto'
import { config } from './config.server'
import { readOrCreateKeyFile } from './key-file.server'

/**
 * Sealing of protected health information at rest: AES-256-GCM with a random 96-bit IV per value.
 * A sealed value reads `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url); `keyId` names the key, so a
 * value sealed under another key fails loudly instead of decrypting to garbage. `context` (for
 * example the column name) is bound as additional data: a value moved to another column won't open.
 */
export type Sealer = {
  keyId: string
  seal: (plaintext: string, context: string) => string
  open: (sealed: string, context: string) => string
  /** A keyed HMAC-SHA256 (hex) under a subkey of the same key, for comparing data without storing it. */
  mac: (data: string) => string
  /** A keyed HMAC-SHA256 (hex) under another subkey, to find a row by a value never stored in clear (the Medicare number). */
  lookup: (data: string) => string
}

const b64 = (buffer: Buffer) => buffer.toString('base64url')

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes')
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8)
  const macKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'ceiba request hash', 32))
  const lookupKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'ceiba lookup hash', 32))
  return {
    keyId,
    seal(plaintext, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return ['v1', keyId, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.')
    },
    open(sealed, context) {
      const [version, id, iv, tag, body] = sealed.split('.')
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed value')
      if (id !== keyId) throw new Error(`Sealed under key ${id}, not the configured key ${keyId}`)
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
    mac: (data) => createHmac('sha256', macKey).update(data).digest('hex'),
    lookup: (data) => createHmac('sha256', lookupKey).update(data).digest('hex'),
  }
}

/** The enrollment key file of the embedded default (src/server/key-file.server.ts). */
export function loadOrCreateKeyFile(dir: string): Buffer {
  return Buffer.from(readOrCreateKeyFile(dir, 'enrollment.key'), 'base64')
}

let sealer: Sealer | undefined

/** The process's sealer: ENROLLMENT_KEY when set; else, on the embedded database only, the key file. */
export function enrollmentSealer(): Sealer {
  if (sealer) return sealer
  const c = config()
  if (c.ENROLLMENT_KEY) return (sealer = createSealer(Buffer.from(c.ENROLLMENT_KEY, 'base64')))
  if (c.DATABASE_URL) throw new Error('ENROLLMENT_KEY must be set when DATABASE_URL is set')
  return (sealer = createSealer(loadOrCreateKeyFile(c.DATA_DIR)))
}
