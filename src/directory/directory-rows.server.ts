import { asc } from 'drizzle-orm'
import { oncePerDatabase, type Database } from '~/server/db.server'
import { providers } from '../../db/schema/directory.ts'

export type DirectoryRow = typeof providers.$inferSelect

/**
 * The whole provider directory (52,000 rows), in id order, loaded once per database (reference
 * data, `oncePerDatabase`): the provider search's grid (src/features/providers/providers.server.ts)
 * and the FHIR API's indexes (src/fhir/directory-index.server.ts) share these row objects, so the
 * directory is held in memory once.
 */
export const directoryRows = oncePerDatabase(
  async (db: Database): Promise<readonly DirectoryRow[]> =>
    db.select().from(providers).orderBy(asc(providers.id)),
)
