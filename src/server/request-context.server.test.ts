import { describe, expect, it } from 'vitest'
import { newNonce, newRequestContext } from './request-context.server'

describe('request context', () => {
  it('gives every answer its own 128-bit nonce, across refills of the random pool', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce())
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })

  it('gives each request its own id and nonce', () => {
    const [a, b] = [newRequestContext(), newRequestContext()]
    expect(a.requestId).not.toBe(b.requestId)
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
