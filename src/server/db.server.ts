import { openDatabase, targetFromEnv, type Database } from '../../db/client.ts'

let opening: Promise<Database> | undefined

/** The process's database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export function getDb(): Promise<Database> {
  opening ??= openDatabase(targetFromEnv()).then((open) => open.db)
  return opening
}

export type { Database }

/**
 * Reference data (the drug list, the directory, ZIP centroids) is the same for every person and
 * changes only with the seed, which restarts the server: searches answer from memory instead of a
 * database round trip per keystroke (decision 0017). This loads it once per database and process; a
 * failed load is retried on next use. The server loads all of it once it listens
 * (`warmReferenceData`, src/server/serve.server.ts).
 */
export function oncePerDatabase<D extends object, V>(
  load: (db: D) => Promise<V>,
): (db: D) => Promise<V> {
  const loaded = new WeakMap<D, Promise<V>>()
  return (db) => {
    let value = loaded.get(db)
    if (!value) {
      value = load(db)
      value.catch(() => loaded.delete(db))
      loaded.set(db, value)
    }
    return value
  }
}
