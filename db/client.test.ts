import { describe, expect, it } from 'vitest'
import { databaseKinds, openTestDatabase } from '../tests/support/databases'
import { runSeeds, type Seeder } from './seed/index'
import { seedRuns } from './schema/meta'

describe.each(databaseKinds())('database on %s', (kind) => {
  it('migrates and runs each seeder once per version', async () => {
    const { db, close } = await openTestDatabase(kind)
    try {
      let runs = 0
      const seeder: Seeder = { name: 'probe', version: 1, run: async () => void (runs += 1) }
      await runSeeds(db, [seeder])
      await runSeeds(db, [seeder])
      expect(runs).toBe(1)
      await runSeeds(db, [{ ...seeder, version: 2 }])
      expect(runs).toBe(2)
      expect(await db.select().from(seedRuns)).toMatchObject([{ name: 'probe', version: 2 }])
    } finally {
      await close()
    }
  })

  it('rolls a failed seeder back and records nothing', async () => {
    const { db, close } = await openTestDatabase(kind)
    try {
      const failing: Seeder = {
        name: 'broken',
        version: 1,
        run: async () => Promise.reject(new Error('bad data')),
      }
      await expect(runSeeds(db, [failing])).rejects.toThrow('bad data')
      expect(await db.select().from(seedRuns)).toEqual([])
    } finally {
      await close()
    }
  })
})
