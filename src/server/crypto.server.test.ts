import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSealer, loadOrCreateKeyFile } from './crypto.server'

describe('sealing health information (AES-256-GCM)', () => {
  const sealer = createSealer(randomBytes(32))

  it('opens what it sealed, and never shows the plaintext', () => {
    const sealed = sealer.seal('1EG4TE5MK73', 'medicare_number')
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./)
    expect(sealed).not.toContain('1EG4TE5MK73')
    expect(sealer.seal('1EG4TE5MK73', 'medicare_number')).not.toBe(sealed) // a fresh IV each time
    expect(sealer.open(sealed, 'medicare_number')).toBe('1EG4TE5MK73')
  })

  it('refuses a tampered value, another column’s value and another key’s value', () => {
    const sealed = sealer.seal('1958-04-27', 'date_of_birth')
    const parts = sealed.split('.')
    const body = Buffer.from(parts[4]!, 'base64url')
    body[0] = body[0]! ^ 1
    expect(() =>
      sealer.open([...parts.slice(0, 4), body.toString('base64url')].join('.'), 'date_of_birth'),
    ).toThrow()
    expect(() => sealer.open(sealed, 'medicare_number')).toThrow()
    expect(() => createSealer(randomBytes(32)).open(sealed, 'date_of_birth')).toThrow(/key/)
  })

  it('creates the embedded key file once, readable by its owner only', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ceiba-key-')), 'data')
    const first = loadOrCreateKeyFile(dir)
    expect(first).toHaveLength(32)
    expect(statSync(join(dir, 'enrollment.key')).mode & 0o777).toBe(0o600)
    expect(loadOrCreateKeyFile(dir).equals(first)).toBe(true)
  })
})
