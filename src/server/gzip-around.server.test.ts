import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { deflatePieces, gzipAround } from './gzip-around.server'

const pieces = (...texts: string[]) => texts.map((text) => Buffer.from(text))

describe('gzip around a nonce', () => {
  it('decodes to the pieces joined around the nonce, for any nonce', () => {
    // Later pieces repeat earlier ones (and the nonce's own characters), so they point back
    // across the nonces into the dictionary: a wrong distance or a match into a nonce would show.
    const page = pieces('<html><script nonce="', '">x</script>'.repeat(200) + '<meta content="', '">AAAAzzzz' + '<p>Medicare</p>'.repeat(50), '"></html>')
    const deflated = deflatePieces(page, 24)
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'zzzzzzzzzzzzzzzzzzzzzz==', 'q+/9ZmFr3tXh0WqkYc8Cwg==']) {
      const decoded = gunzipSync(gzipAround(deflated, nonce)).toString()
      expect(decoded).toBe(page.map(String).join(nonce))
    }
    // A nonce of another length is compressed with the page whole.
    expect(gunzipSync(gzipAround(deflated, 'short')).toString()).toBe(page.map(String).join('short'))
  })

  it('is about as small as the page compressed whole: each piece points back into the ones before', () => {
    const nonce = 'q+/9ZmFr3tXh0WqkYc8Cwg=='
    const chunk = (n: number) => Array.from({ length: 120 }, (_, i) => `<li class="plan-card"><a href="/plans/ceiba-${(i * n) % 37}/">Plan ${i}</a></li>`).join('')
    const page = pieces(...Array.from({ length: 17 }, (_, n) => `<script nonce="">${chunk(n + 1)}`))
    const whole = gzipSync(Buffer.from(page.map(String).join(nonce)), { level: 6 }).length
    const ours = gzipAround(deflatePieces(page, nonce.length), nonce).length
    const alone = gzipAround(deflatePieces(page, 1), nonce).length // pieces for another nonce length: compressed whole
    expect(alone).toBe(whole)
    expect(ours).toBeLessThan(whole * 1.15)
  })

  it('holds when the nonce starts or ends the page, or two nonces stand together', () => {
    const page = pieces('', '', 'middle '.repeat(500), '')
    expect(gunzipSync(gzipAround(deflatePieces(page, 7), 'N0nce==')).toString()).toBe(`N0nce==N0nce==${'middle '.repeat(500)}N0nce==`)
  })

  it('compresses pieces on their own when the page holds a zero byte', () => {
    const page = pieces('a\u0000b'.repeat(100), 'a\u0000b'.repeat(100))
    expect(gunzipSync(gzipAround(deflatePieces(page, 3), '\u0000\u0000\u0000')).toString()).toBe(page.map(String).join('\u0000\u0000\u0000'))
  })

  it('is one gzip member whose trailer carries the CRC and length of the whole page', () => {
    const page = pieces('a'.repeat(3000), 'b'.repeat(3000))
    const body = gzipAround(deflatePieces(page, 5), 'nonce')
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]))
    expect(body.readUInt32LE(body.length - 4)).toBe(6005)
    // gunzip checks the CRC: a wrong one throws.
    const corrupt = Buffer.from(body)
    corrupt.writeUInt32LE((corrupt.readUInt32LE(corrupt.length - 8) ^ 1) >>> 0, corrupt.length - 8)
    expect(() => gunzipSync(corrupt)).toThrow()
    // A page without a nonce is a single piece.
    expect(gunzipSync(gzipAround(deflatePieces(pieces('only piece')), 'x')).toString()).toBe('only piece')
  })
})
