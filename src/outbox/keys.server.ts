import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { oneLine, publicKeyFrom } from './seal.server.ts'

/**
 * The keys of the outbox (decision 0027). The site holds two public keys: the recipient's X25519
 * key, which messages are sealed to, and the Ed25519 key the recipient signs status messages with.
 * The recipient holds the two private keys. With AMQP_URL both public keys must be set
 * (OUTBOX_RECIPIENT_PUBLIC_KEY, OUTBOX_STATUS_PUBLIC_KEY: base64 DER or PEM). Without it (the
 * embedded default, the spool folder) a demonstration recipient's pair of each is made on first
 * run under DATA_DIR/outbox/keys/ (mode 0600), so `npm run outbox:receive` can open what the site
 * spooled and sign a status back.
 */
export type SiteKeys = { recipient: KeyObject; statusVerifier: KeyObject }
export type RecipientKeys = { openers: KeyObject[]; statusSigner: KeyObject }

export const keysDir = (dataDir: string) => join(dataDir, 'outbox', 'keys')

/** A private key file under `dir`, made on first run; two processes agree on the first one written. */
function privateKeyFile(dir: string, name: string, type: 'x25519' | 'ed25519'): KeyObject {
  const file = join(dir, name)
  try {
    return privateKeyFrom(readFileSync(file, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dir, { recursive: true })
  const pair = type === 'x25519' ? generateKeyPairSync('x25519') : generateKeyPairSync('ed25519')
  try {
    writeFileSync(file, `${oneLine(pair.privateKey)}\n`, { flag: 'wx', mode: 0o600 })
    chmodSync(file, 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return privateKeyFrom(readFileSync(file, 'utf8'))
}

export function privateKeyFrom(text: string): KeyObject {
  const value = text.trim()
  return value.startsWith('-----')
    ? createPrivateKey(value)
    : createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs8' })
}

function checked(key: KeyObject, type: 'x25519' | 'ed25519', variable: string): KeyObject {
  if (key.asymmetricKeyType !== type) throw new Error(`${variable} must be an ${type} key`)
  return key
}

export function siteKeys(settings: {
  DATA_DIR: string
  OUTBOX_RECIPIENT_PUBLIC_KEY?: string
  OUTBOX_STATUS_PUBLIC_KEY?: string
}): SiteKeys {
  const dir = keysDir(settings.DATA_DIR)
  return {
    recipient: checked(
      settings.OUTBOX_RECIPIENT_PUBLIC_KEY
        ? publicKeyFrom(settings.OUTBOX_RECIPIENT_PUBLIC_KEY)
        : createPublicKey(privateKeyFile(dir, 'recipient.key', 'x25519')),
      'x25519',
      'OUTBOX_RECIPIENT_PUBLIC_KEY',
    ),
    statusVerifier: checked(
      settings.OUTBOX_STATUS_PUBLIC_KEY
        ? publicKeyFrom(settings.OUTBOX_STATUS_PUBLIC_KEY)
        : createPublicKey(privateKeyFile(dir, 'status-signing.key', 'ed25519')),
      'ed25519',
      'OUTBOX_STATUS_PUBLIC_KEY',
    ),
  }
}

/**
 * The receiver's keys: OUTBOX_RECIPIENT_PRIVATE_KEYS (one or more base64 PKCS#8 keys, comma
 * separated: the new key and the old ones while messages sealed to them may still arrive) and
 * OUTBOX_STATUS_SIGNING_KEY; unset, the demonstration pair under DATA_DIR/outbox/keys/.
 */
export function recipientKeys(env: Record<string, string | undefined>): RecipientKeys {
  const dir = keysDir(env.DATA_DIR ?? '.data')
  return {
    openers: env.OUTBOX_RECIPIENT_PRIVATE_KEYS
      ? env.OUTBOX_RECIPIENT_PRIVATE_KEYS.split(',').map((key) =>
          checked(privateKeyFrom(key), 'x25519', 'OUTBOX_RECIPIENT_PRIVATE_KEYS'),
        )
      : [privateKeyFile(dir, 'recipient.key', 'x25519')],
    statusSigner: checked(
      env.OUTBOX_STATUS_SIGNING_KEY
        ? privateKeyFrom(env.OUTBOX_STATUS_SIGNING_KEY)
        : privateKeyFile(dir, 'status-signing.key', 'ed25519'),
      'ed25519',
      'OUTBOX_STATUS_SIGNING_KEY',
    ),
  }
}
