import type { OpenDatabase } from '../../db/client.ts'
import { runSeeds } from '../../db/seed/index.ts'
import { planSeeder } from '../../db/seed/plans/plan-seeder.ts'
import { zipSeeder } from '../../db/seed/zips/zip-seeder.ts'
import { openTestDatabase } from './databases.ts'

/** A fresh test database holding the real ZIP data and plan catalogue. */
export async function openPlanDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  const open = await openTestDatabase(kind)
  await runSeeds(open.db, [zipSeeder, planSeeder])
  return open
}
