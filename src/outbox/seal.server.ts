import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto'

/**
 * Sealing to the recipient (decision 0027): an ephemeral X25519 key agreed with the recipient's
 * public key, HKDF-SHA256 over the shared secret (salt: both public keys) for an AES-256-GCM key,
 * a random 96-bit IV, and the message's id and type as additional data, so a sealed part moved to
 * another message does not open. Only the holder of the recipient's private key can read it: not
 * the site (after sealing), the database, the broker or the spool folder. Node's own crypto only.
 */
export const SEAL_ALGORITHM = 'X25519-HKDF-SHA256-A256GCM'
const INFO = Buffer.from('ceiba outbox seal v1')

export type SealedBox = {
  alg: typeof SEAL_ALGORITHM
  /** The recipient key's id (keyId): a receiver holding several keys picks the right one. */
  kid: string
  /** The ephemeral public key, raw 32 bytes in base64url. */
  epk: string
  iv: string
  tag: string
  ct: string
}

const raw = (key: KeyObject) => Buffer.from(key.export({ format: 'jwk' }).x as string, 'base64url')

/** A public key's id: the first 16 hex digits of the SHA-256 of its SubjectPublicKeyInfo. */
export function keyId(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('hex')
    .slice(0, 16)
}

/** A key from its one-line form: base64 of the DER (SPKI for public, PKCS#8 for private), or PEM. */
export function publicKeyFrom(text: string): KeyObject {
  const value = text.trim()
  return value.startsWith('-----')
    ? createPublicKey(value)
    : createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' })
}

/** The one-line form of a key: base64 DER. */
export const oneLine = (key: KeyObject): string =>
  key
    .export(
      key.type === 'public' ? { format: 'der', type: 'spki' } : { format: 'der', type: 'pkcs8' },
    )
    .toString('base64')

function contentKey(shared: Buffer, epk: Buffer, recipient: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', shared, Buffer.concat([epk, recipient]), INFO, 32))
}

export function seal(recipient: KeyObject, plaintext: string, context: string): SealedBox {
  if (recipient.asymmetricKeyType !== 'x25519') throw new Error('The recipient key must be X25519')
  const ephemeral = generateKeyPairSync('x25519')
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient })
  const epk = raw(ephemeral.publicKey)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', contentKey(shared, epk, raw(recipient)), iv)
  cipher.setAAD(Buffer.from(context))
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return {
    alg: SEAL_ALGORITHM,
    kid: keyId(recipient),
    epk: epk.toString('base64url'),
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    ct: ct.toString('base64url'),
  }
}

/** Opens a box with the private key its `kid` names among `privateKeys`; throws if none or if it was altered. */
export function open(privateKeys: readonly KeyObject[], box: SealedBox, context: string): string {
  if (box.alg !== SEAL_ALGORITHM) throw new Error('Unknown sealing algorithm')
  const privateKey = privateKeys.find((key) => keyId(createPublicKey(key)) === box.kid)
  if (!privateKey) throw new Error(`No private key for recipient key ${box.kid}`)
  const epk = Buffer.from(box.epk, 'base64url')
  const ephemeral = createPublicKey({
    key: { kty: 'OKP', crv: 'X25519', x: box.epk },
    format: 'jwk',
  })
  const shared = diffieHellman({ privateKey, publicKey: ephemeral })
  const decipher = createDecipheriv(
    'aes-256-gcm',
    contentKey(shared, epk, raw(createPublicKey(privateKey))),
    Buffer.from(box.iv, 'base64url'),
  )
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(Buffer.from(box.tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(box.ct, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
