import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import { handleErrors } from '../../src/server/http.server'
import { logger } from '../../src/server/logger.server'
import { checkStartupConfig, ConfigError } from '../../src/server/config.server'
import { databaseKinds, openTestDatabase } from '../support/databases'
import type { OpenDatabase } from '../../db/client.ts'

/**
 * A log line says what failed (the error's class and the database's
 * SQLSTATE, or the missing setting's name), never the values in the query; a setting that cannot
 * work stops the start naming the variable.
 */

/** The process logger's lines written while `run` runs (it writes to stdout). */
async function linesOf(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const written: string[] = []
  const spy = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true))
  const level = logger.level
  logger.level = 'info'
  try {
    await run()
  } finally {
    logger.level = level
    spy.mockRestore()
  }
  return written
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe.each(databaseKinds())('a database error in the log (%s)', (kind) => {
  let open: OpenDatabase
  beforeAll(async () => (open = await openTestDatabase(kind)))
  afterAll(async () => open?.close())

  it('names the class and SQLSTATE, not the query or its values', async () => {
    const lines = await linesOf(() =>
      handleErrors('lead', async () => {
        await open.db.execute(sql`select * from no_such_table where phone = ${'305-555-0142'}`)
        return new Response('never')
      }),
    )
    expect(lines).toHaveLength(1)
    const line = lines[0]!
    expect(line).toMatchObject({ level: 50, code: 'internal_error', endpoint: 'lead' })
    // Drizzle wraps the driver's error; both classes and the SQLSTATE (42P01: undefined table).
    expect(line.err).toEqual({
      name: 'DrizzleQueryError',
      cause: { name: expect.stringMatching(/Error$/), code: '42P01' },
    })
    const text = JSON.stringify(line)
    for (const secret of ['no_such_table', '305-555-0142', 'select'])
      expect(text).not.toContain(secret)
  })
})

describe('a setting that cannot work', () => {
  const key = Buffer.alloc(32, 1).toString('base64')
  const secret = 's'.repeat(40)
  const database = 'postgres://postgres@127.0.0.1:5432/ceiba'

  it('with DATABASE_URL, a missing PREVIEW_SECRET or ENROLLMENT_KEY is named', () => {
    expect(() => checkStartupConfig({ DATABASE_URL: database, ENROLLMENT_KEY: key })).toThrow(
      /PREVIEW_SECRET: required with DATABASE_URL/,
    )
    expect(() => checkStartupConfig({ DATABASE_URL: database, PREVIEW_SECRET: secret })).toThrow(
      /ENROLLMENT_KEY: required with DATABASE_URL/,
    )
    expect(() =>
      checkStartupConfig({ DATABASE_URL: database, PREVIEW_SECRET: secret, ENROLLMENT_KEY: key }),
    ).not.toThrow()
    // The embedded database keeps its key files under DATA_DIR.
    expect(() => checkStartupConfig({})).not.toThrow()
  })

  it('is logged by class and the variables’ names, never their values', async () => {
    let error: unknown
    try {
      checkStartupConfig({
        DATABASE_URL: database,
        ENROLLMENT_KEY: 'not-a-key',
        PREVIEW_SECRET: 'short',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const lines = await linesOf(async () =>
      logger.error({ code: 'config_invalid', err: error }, 'invalid configuration'),
    )
    expect(lines[0]!.err).toEqual({ name: 'ConfigError', code: 'ENROLLMENT_KEY,PREVIEW_SECRET' })
    expect(JSON.stringify(lines[0])).not.toContain('not-a-key')
  })
})
