import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type OpenDatabase } from '../../db/client.ts'

/**
 * Database tests run against PGlite always, and against PostgreSQL too when DATABASE_URL is set.
 * Use with describe.each(databaseKinds()).
 */
export function databaseKinds(): Array<'pglite' | 'postgres'> {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database created for the
 * test file and dropped by close().
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' })
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) throw new Error('DATABASE_URL is not set')
  const name = `ceiba_test_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const open = await openDatabase({ kind: 'postgres', url: url.toString() })
  return {
    ...open,
    close: async () => {
      await open.close()
      const drop = new pg.Client({ connectionString: adminUrl })
      await drop.connect()
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await drop.end()
    },
  }
}
