import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'

// A cached page is the same for everyone except its CSP nonce, which differs in every answer, so
// compressing each answer whole cost more server time than everything else a cached answer does.
// Instead the page's pieces between the nonces are compressed once, when the page is stored, and
// each answer is assembled into one standard gzip member (RFC 1951, 1952): the compressed pieces,
// each ended by a flush (byte-aligned), with this answer's nonce between them as stored
// (uncompressed) blocks, and the trailer's CRC-32 and length of the whole. Any gzip decoder reads
// it as it reads any other gzip body.
//
// Each piece is compressed with the page before it as its dictionary, so it may point back into
// earlier pieces as a whole-page gzip would; the nonces stand in that dictionary as zero bytes of
// the nonce's length. A page holds no zero bytes, so no match reaches into a nonce (whose bytes
// differ per answer), and every distance is right because the lengths are the same.

/** Bodies of less than a packet are sent plain, here and in scripts/serve.mjs (through the server entry). */
export const GZIP_MIN_BYTES = 1400

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** A cached page's pieces, each compressed once for nonces of `nonceLength` bytes; the last one ends the stream. */
export type DeflatedPieces = { plain: Buffer[]; deflated: Buffer[]; nonceLength: number }

const WINDOW = 32 * 1024

export function deflatePieces(pieces: Buffer[], nonceLength = 24): DeflatedPieces {
  const last = pieces.length - 1
  const gap = Buffer.alloc(nonceLength)
  // A page with a zero byte of its own could match into a nonce's place: no dictionaries then.
  const dictionaries = !pieces.some((piece) => piece.includes(0))
  let history = Buffer.alloc(0)
  const deflated = pieces.map((piece, index) => {
    // An empty piece is deflated from a buffer of its own: zlib leaves a zero-length view it was
    // given unusable (crc32 of it then reads 0 whatever the running value; seen on Node 22).
    const input = piece.length > 0 ? piece : Buffer.alloc(0)
    const finishFlush = index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH
    const out = deflateRawSync(input, { level: 6, finishFlush, ...(history.length > 0 ? { dictionary: history } : {}) })
    if (dictionaries) history = Buffer.concat([history, piece, gap]).subarray(-WINDOW)
    return out
  })
  return { plain: pieces, deflated, nonceLength }
}

/** The pieces joined with this answer's nonce (bytes copied once, no text decoding). */
export function joinAround(pieces: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce)
  const parts: Buffer[] = []
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonceBytes)
    parts.push(piece)
  })
  return Buffer.concat(parts)
}

/** One stored deflate block holding `bytes` (under 64 KiB); the stream is byte-aligned here. */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length
  const head = Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff])
  return Buffer.concat([head, bytes])
}

/** The gzip body of the pieces joined around `nonce`: what gzip of `joinAround(pieces, nonce)` decodes to. */
export function gzipAround({ plain, deflated, nonceLength }: DeflatedPieces, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce)
  // The pieces were compressed for nonces of another length: compress this answer whole.
  if (nonceBytes.length !== nonceLength && plain.length > 1) return gzipWhole(joinAround(plain, nonce))
  const between = storedBlock(nonceBytes)
  const parts: Buffer[] = [HEADER]
  let crc = 0
  let size = 0
  plain.forEach((piece, index) => {
    if (index > 0) {
      parts.push(between)
      crc = crc32(nonceBytes, crc)
      size += nonceBytes.length
    }
    parts.push(deflated[index]!)
    if (piece.length > 0) crc = crc32(piece, crc)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(trailer)
  return Buffer.concat(parts)
}

/** A body without a nonce (an API answer), compressed once. */
export const gzipWhole = (body: Uint8Array): Buffer => gzipSync(body, { level: 6 })
