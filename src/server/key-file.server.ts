import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A key file of the embedded default (DATA_DIR/enrollment.key, DATA_DIR/preview.key): read, or
 * created on first run with 32 random bytes in base64 (mode 0600). Two processes starting at once
 * agree: the file is created exclusively (`wx`), and the one that finds it made reads the other's.
 * With PostgreSQL the keys are settings instead (several servers must hold the same ones).
 */
export function readOrCreateKeyFile(dir: string, name: string): string {
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
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}
