import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readOrCreateKeyFile } from './key-file.server'

const moduleUrl = new URL('./key-file.server.ts', import.meta.url).href

describe('key files of the embedded default', () => {
  it('eight processes starting at once agree on one key, made once with mode 0600', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'key-file-'))
    try {
      const keys = await Promise.all(
        Array.from(
          { length: 8 },
          () =>
            new Promise<string>((resolve, reject) => {
              const child = spawn(process.execPath, [
                '--input-type=module',
                '-e',
                `const { readOrCreateKeyFile } = await import(${JSON.stringify(moduleUrl)}); process.stdout.write(readOrCreateKeyFile(${JSON.stringify(dir)}, 'race.key'))`,
              ])
              let out = ''
              child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
              child.on('error', reject)
              child.on('exit', (code) =>
                code === 0 ? resolve(out) : reject(new Error(`exit ${code}`)),
              )
            }),
        ),
      )
      expect(new Set(keys).size).toBe(1)
      expect(Buffer.from(keys[0]!, 'base64')).toHaveLength(32)
      expect(readFileSync(join(dir, 'race.key'), 'utf8').trim()).toBe(keys[0])
      expect(statSync(join(dir, 'race.key')).mode & 0o777).toBe(0o600)
      expect(readOrCreateKeyFile(dir, 'race.key')).toBe(keys[0])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
