import { openDatabase, targetFromEnv, type Database } from '../../db/client.ts'

let opening: Promise<Database> | undefined

/** The process's database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export function getDb(): Promise<Database> {
  opening ??= openDatabase(targetFromEnv()).then((open) => open.db)
  return opening
}

export type { Database }
