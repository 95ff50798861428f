// `npm run db:setup`: migrate the configured database and load any seed data not yet loaded.
// Runs before the server starts (npm start), so the first visitor never waits for it.
import { openDatabase, targetFromEnv } from './client.ts'
import { runSeeds } from './seed/index.ts'

const target = targetFromEnv()
const started = Date.now()
const { db, close } = await openDatabase(target)
await runSeeds(db, undefined, (line) => console.log(line))
await close()
console.log(`Database ready (${target.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
