import { eq } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { seedRuns } from '../schema/meta.ts'
import { directorySeeder } from './directory.ts'
import { formularySeeder } from './formulary.ts'
import { planSeeder } from './plans/plan-seeder.ts'
import { zipSeeder } from './zips/zip-seeder.ts'

/**
 * A seed data set. Bump `version` when its data files change; `runSeeds` reloads only what is new.
 * `run` must replace its own rows (delete then insert) inside the transaction it is given.
 */
export type Seeder = { name: string; version: number; run: (db: Database) => Promise<void> }

// Feature seeders register here, in dependency order (ZIP data before plans, plans before drugs).
export const SEEDERS: Seeder[] = [zipSeeder, planSeeder, formularySeeder, directorySeeder]

export async function runSeeds(
  db: Database,
  seeders: Seeder[] = SEEDERS,
  log: (line: string) => void = () => {},
) {
  for (const seeder of seeders) {
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, seeder.name))
    if (done?.version === seeder.version) continue
    const started = Date.now()
    await db.transaction(async (tx) => {
      await seeder.run(tx as unknown as Database)
      await tx
        .insert(seedRuns)
        .values({ name: seeder.name, version: seeder.version })
        .onConflictDoUpdate({
          target: seedRuns.name,
          set: { version: seeder.version, loadedAt: new Date() },
        })
    })
    log(
      `Seeded ${seeder.name} v${seeder.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }
}
