import { asc } from 'drizzle-orm'
import type { Database } from './db.server'
import { providers } from '../../db/schema/directory.ts'

/**
 * Reference data (the drug list, the directory, ZIP centroids) is the same for every person and
 * changes only with the seed, which restarts the server: searches answer from memory instead of a
 * database round trip per keystroke (decision 0017). This loads it once per database and process; a
 * failed load is retried on next use.
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

export type DirectoryRow = typeof providers.$inferSelect

/**
 * The whole directory (52,000 rows), in id order, loaded once: the provider search's grid and
 * the FHIR API's indexes share these row objects, so the directory is held in memory once.
 */
export const directoryRows = oncePerDatabase(
  async (db: Database): Promise<readonly DirectoryRow[]> =>
    db.select().from(providers).orderBy(asc(providers.id)),
)
