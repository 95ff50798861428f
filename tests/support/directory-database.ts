import { sql } from 'drizzle-orm'
import type { OpenDatabase } from '../../db/client.ts'
import { directorySeeder } from '../../db/seed/directory.ts'
import { runSeeds } from '../../db/seed/index.ts'
import { zipSeeder } from '../../db/seed/zips/zip-seeder.ts'
import { SERVICE_AREA_STATES } from '../../src/plans/directory-options.ts'
import { openTestDatabase } from './databases.ts'

/**
 * A test database with the real ZIP data and the real generated directory. The plan year row
 * (normally loaded with the plan catalogue) is the one fixture: 2026 serves the 29 states.
 */
export async function openDirectoryDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  const open = await openTestDatabase(kind)
  await runSeeds(open.db, [zipSeeder, directorySeeder])
  await open.db.execute(
    sql`insert into plan_years (year, states) values (2026, ${`{${SERVICE_AREA_STATES.join(',')}}`}::text[]) on conflict do nothing`,
  )
  return open
}

/** Great-circle distance in miles, computed independently of the SQL under test. */
export function haversineMiles(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}
