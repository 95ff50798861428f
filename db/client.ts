import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema/index.ts'

export { schema }

/** The same Drizzle API over PGlite (embedded) or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory
  | { kind: 'postgres'; url: string }

export type OpenDatabase = {
  db: Database
  kind: DatabaseTarget['kind']
  close: () => Promise<void>
}

// In the server bundle import.meta.url points into the build output; the migrations stay in the
// repository, which is the working directory of `npm start` and the test servers.
const besideSource = fileURLToPath(new URL('./migrations', import.meta.url))
const migrationsFolder = existsSync(besideSource) ? besideSource : `${process.cwd()}/db/migrations`

/** Opens a database and brings its schema up to date with db/migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // An idle connection the server closes (a restart, a failover, a dropped test database) is
    // replaced on next use; without a listener it would crash the process. Only the code is
    // logged: driver messages can quote query values.
    pool.on('error', (error: Error & { code?: string }) => {
      console.error(`PostgreSQL idle connection lost${error.code ? ` (${error.code})` : ''}`)
    })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
  const client = new PGlite(target.dataDir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}

/** The target the environment asks for: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export function targetFromEnv(
  env: Record<string, string | undefined> = process.env,
): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL }
  return { kind: 'pglite', dataDir: `${env.DATA_DIR ?? '.data'}/pglite` }
}
