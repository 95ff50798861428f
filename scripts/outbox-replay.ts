// npm run outbox:replay: the site's dead letters (messages it failed to deliver OUTBOX_MAX_ATTEMPTS
// times, counted in /healthz as outbox.deadLetters) are due again now, their attempts counted
// afresh; the delivery workers send them on their next round. Uses DATABASE_URL, or the embedded
// database under DATA_DIR (stop `npm start` first: PGlite has one process at a time).
import { openDatabase, targetFromEnv } from '../db/client.ts'
import { pipelineFigures, replayDeadLetters } from '../src/outbox/pipeline.server.ts'

const { db, close } = await openDatabase(targetFromEnv())
try {
  const replayed = await replayDeadLetters(db)
  const figures = await pipelineFigures(db)
  console.log(`${replayed} dead letters due again; ${figures.pending} messages waiting in all`)
} finally {
  await close()
}
